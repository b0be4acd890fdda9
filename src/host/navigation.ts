/**
 * Navigation goes through the host's router (single-spa's navigateToUrl) so every application on
 * the page sees the change; without it the URL is pushed and a popstate event tells the others.
 */
export function navigate(url: string, navigateToUrl?: (url: string) => void): void {
  if (navigateToUrl) {
    navigateToUrl(url);
    return;
  }
  window.history.pushState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

export function subscribeToLocation(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

export function currentLocation(): string {
  return window.location.pathname + window.location.search;
}
