const KEY = 'service-desk:message-for-next-page';

/** Keeps a success message for the page the user is sent to next (a list after a delete or a create). */
export function carryToNextPage(text: string): void {
  try {
    window.sessionStorage.setItem(KEY, text);
  } catch {
    // Without storage the message is only lost, never the navigation.
  }
}

/** The message a previous page left, if any (read without taking it). */
export function carriedMessage(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Forgets the carried message once a page has shown it. */
export function forgetCarriedMessage(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
