import { useCallback, useState } from 'react';
import { isApiError } from '../api/errors';

export interface AlertMessage {
  kind: 'success' | 'danger';
  text: string;
}

export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  return 'Something went wrong. Please try again.';
}

/** The alert of one screen area: the server's message, shown where the call was made. */
export function useAlert() {
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const showSuccess = useCallback((text: string) => setAlert(text ? { kind: 'success', text } : null), []);
  const showError = useCallback((error: unknown) => setAlert({ kind: 'danger', text: errorMessage(error) }), []);
  const clear = useCallback(() => setAlert(null), []);
  return { alert, showSuccess, showError, clear };
}
