import { el } from './dom';

export function loadingNotice(): HTMLElement {
  return el('p', { class: 'host-card host-loading', role: 'status' }, 'Loading the service desk…');
}

/** Shown when remoteEntry.js or one of the plugin's applications cannot be loaded. */
export function failureNotice(retry: () => void): HTMLElement {
  const button = el('button', { type: 'button', class: 'host-button' }, 'Retry');
  button.addEventListener('click', retry);
  return el(
    'div',
    { class: 'host-card host-failure', role: 'alert' },
    el('h1', {}, 'Service desk unavailable'),
    el(
      'p',
      {},
      'The service desk could not be loaded. Check your connection and try again; the rest of the help desk keeps working.',
    ),
    button,
  );
}
