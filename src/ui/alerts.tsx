import { useCallback, useEffect, useState } from 'react';
import { carriedMessage, forgetCarriedMessage } from './carriedMessage';

export interface AlertMessage {
  kind: 'success' | 'danger';
  text: string;
}

/**
 * Whether an error's message is written for the user: the data layer turns every failed call into
 * an error named ApiError whose message says what went wrong; anything else is a fault of ours.
 */
export function hasUserMessage(error: unknown): error is Error {
  return error instanceof Error && error.name === 'ApiError';
}

/** Whether the server refused the user (403): trying the same again cannot help. */
export function isForbidden(error: unknown): boolean {
  return hasUserMessage(error) && (error as Error & { status?: number }).status === 403;
}

export function errorMessage(error: unknown): string {
  if (hasUserMessage(error)) return error.message;
  return 'Something went wrong. Please try again.';
}

/**
 * The alert of one screen area: the server's message, shown where the call was made. A screen the
 * user is sent to after an action (`showCarried`) starts with the message that action left.
 */
export function useAlert({ showCarried = false } = {}) {
  const [alert, setAlert] = useState<AlertMessage | null>(() => {
    const carried = showCarried ? carriedMessage() : null;
    return carried ? { kind: 'success', text: carried } : null;
  });
  useEffect(() => {
    if (showCarried) forgetCarriedMessage();
  }, [showCarried]);
  const showSuccess = useCallback((text: string) => setAlert(text ? { kind: 'success', text } : null), []);
  const showError = useCallback((error: unknown) => setAlert({ kind: 'danger', text: errorMessage(error) }), []);
  const clear = useCallback(() => setAlert(null), []);
  /** A message of the screen's own, e.g. what a selection lacks. */
  const showNotice = useCallback((text: string) => setAlert({ kind: 'danger', text }), []);
  return { alert, showSuccess, showError, showNotice, clear };
}
