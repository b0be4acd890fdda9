import { getIn, useFormikContext } from 'formik';
import { FieldError } from '@/ui/form/FieldError';
import { useFieldErrorMessage } from '@/ui/form/serverFieldErrors';

/** The message of a whole list (no event, no action): the client's after a submit, or the server's. */
export function ListError({ name, id }: { name: string; id: string }) {
  const { errors, submitCount } = useFormikContext<unknown>();
  const error: unknown = getIn(errors, name);
  const message = useFieldErrorMessage(name, submitCount > 0, typeof error === 'string' ? error : undefined);
  return <FieldError id={id} message={message} />;
}
