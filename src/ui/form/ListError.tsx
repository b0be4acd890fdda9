import { getIn, useFormikContext } from 'formik';
import { FieldError } from './FieldError';
import { useFieldErrorMessage } from './serverFieldErrors';

/**
 * The message of a whole list field (no row, a repeated option, no event): the client's after a
 * submit, or the server's.
 */
export function useListErrorMessage(name: string): string | undefined {
  const { errors, submitCount } = useFormikContext<unknown>();
  const error: unknown = getIn(errors, name);
  return useFieldErrorMessage(name, submitCount > 0, typeof error === 'string' ? error : undefined);
}

/** The message of the whole list field `name`, under the id `id`. */
export function ListError({ name, id }: { name: string; id: string }) {
  return <FieldError id={id} message={useListErrorMessage(name)} />;
}
