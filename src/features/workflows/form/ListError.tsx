import { getIn, useFormikContext } from 'formik';
import { FieldError } from '@/ui/form/FieldError';
import { useFieldErrorMessage } from '@/ui/form/serverFieldErrors';

/** The message of a whole list (no event, no action): the client's after a submit, or the server's. */
export function useListErrorMessage(name: string): string | undefined {
  const { errors, submitCount } = useFormikContext<unknown>();
  const error: unknown = getIn(errors, name);
  return useFieldErrorMessage(name, submitCount > 0, typeof error === 'string' ? error : undefined);
}

export function ListError({ name, id }: { name: string; id: string }) {
  return <FieldError id={id} message={useListErrorMessage(name)} />;
}
