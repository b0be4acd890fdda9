import { getIn, useFormikContext } from 'formik';

/**
 * Server field messages live in Formik's status, not its errors: the client validation that runs
 * when a field loses focus replaces `errors` and would wipe them. A message stays on its field
 * until the user changes that field's value.
 */
interface ServerFieldErrorsStatus {
  serverFieldErrors: Record<string, string>;
  submittedValues: unknown;
}

export function serverFieldErrorsStatus(errors: Record<string, string>, submittedValues: unknown) {
  return { serverFieldErrors: errors, submittedValues } satisfies ServerFieldErrorsStatus;
}

function isServerFieldErrorsStatus(status: unknown): status is ServerFieldErrorsStatus {
  return typeof status === 'object' && status !== null && 'serverFieldErrors' in status;
}

/** The message a field shows: its client error once touched, else the server's while unchanged. */
export function useFieldErrorMessage(name: string, touched: boolean, clientError: unknown): string | undefined {
  const { status, values } = useFormikContext<unknown>();
  if (touched && typeof clientError === 'string') return clientError;
  if (!isServerFieldErrorsStatus(status)) return undefined;
  const message = status.serverFieldErrors[name];
  if (message === undefined) return undefined;
  return getIn(status.submittedValues, name) === getIn(values, name) ? message : undefined;
}
