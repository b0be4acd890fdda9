import { useCallback, useState } from 'react';
import type { FormikHelpers } from 'formik';
import type { UseMutationResult } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';
import { useAlert } from '@/ui/alerts';
import { DELAY_MS } from '@/ui/constants';
import { serverFieldErrorsStatus } from '@/ui/form/serverFieldErrors';
import { useSingleFlight } from '@/ui/hooks/useSingleFlight';
import { useTimeout } from '@/ui/hooks/useTimeout';

interface CabSubmitOptions {
  onClose(): void;
  onChanged(): void;
  /** The server's field names onto the form's. */
  fieldErrors?(errors: Record<string, string>): Record<string, string>;
}

/**
 * The CAB dialogs' rhythm: one request per submit; after a success the server's message shows, the
 * change reloads, and 2 seconds later the dialog resets and closes (`done` meanwhile, so the form
 * cannot be sent twice); a failure shows its message and puts the server's field messages on the
 * fields.
 */
export function useCabSubmit<Input>(
  mutation: UseMutationResult<string, Error, Input>,
  { onClose, onChanged, fieldErrors = (errors) => errors }: CabSubmitOptions,
) {
  const { alert, showSuccess, showError, clear } = useAlert();
  const { schedule, cancel } = useTimeout();
  const [done, setDone] = useState(false);
  const flight = useSingleFlight();
  const close = useCallback(() => {
    clear();
    onClose();
  }, [clear, onClose]);

  const send = <Values>(input: Input, values: Values, helpers: FormikHelpers<Values>) => {
    if (!flight.start()) return;
    clear();
    mutation.mutate(input, {
      onSuccess: (message) => {
        showSuccess(message);
        onChanged();
        setDone(true);
        schedule(() => {
          setDone(false);
          close();
        }, DELAY_MS.cabDialogReset);
      },
      onError: (error) => {
        showError(error);
        if (isApiError(error)) {
          helpers.setStatus(serverFieldErrorsStatus(fieldErrors(error.firstFieldMessages()), values));
        }
      },
      onSettled: () => {
        flight.finish();
        helpers.setSubmitting(false);
      },
    });
  };

  /** Closed by its header or by Escape: a pending reset is dropped. */
  const dismiss = () => {
    cancel();
    setDone(false);
    close();
  };

  return { alert, send, close, dismiss, done, sending: mutation.isPending, busy: mutation.isPending || done };
}
