import { useState } from 'react';
import { errorMessage, type AlertMessage } from '../alerts';

/**
 * The call a dialog's submit makes: `busy` while it runs; when it fails, `failure` is the alert
 * with the server's message and the dialog stays open with what was entered; when it succeeds,
 * `onDone` gets the server's message. With `onFailure`, a failure goes to it instead (the caller
 * closes the dialog and says so elsewhere).
 */
export function useDialogSubmit() {
  const [failureText, setFailureText] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (
    call: () => Promise<string>,
    onDone: (message: string) => void,
    onFailure?: (error: unknown) => void,
  ) => {
    setFailureText(null);
    setBusy(true);
    try {
      const message = await call();
      onDone(message);
    } catch (error) {
      if (onFailure) onFailure(error);
      else setFailureText(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const failure: AlertMessage | null = failureText ? { kind: 'danger', text: failureText } : null;
  return { busy, failure, clearFailure: () => setFailureText(null), run };
}
