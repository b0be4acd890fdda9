import ReactDOMClient, { type RootOptions } from 'react-dom/client';

/**
 * A render error in a concurrent render makes React try once more synchronously; the error then
 * reaches the application's or the screen's error boundary. React still reports the first
 * attempt as "recoverable", by default as an uncaught error on the host's window: here it goes
 * to the console instead, where the boundary has already logged the error itself.
 */
function logRecoverableError(error: unknown): void {
  console.error('Service desk: React recovered from a render error.', error);
}

/** React DOM for single-spa-react: its roots keep recoverable errors out of the host's window. */
export const pluginReactDom: typeof ReactDOMClient = {
  ...ReactDOMClient,
  createRoot: (container, options?: RootOptions) =>
    ReactDOMClient.createRoot(container, { onRecoverableError: logRecoverableError, ...options }),
};
