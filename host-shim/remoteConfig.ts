declare global {
  interface Window {
    /** Overrides where the host loads the plugin's remoteEntry.js from. */
    SERVICE_DESK_REMOTE_URL?: string;
  }
}

const defaultRemoteUrl = '/plugin/remoteEntry.js';

/** window.SERVICE_DESK_REMOTE_URL, else meta service-desk-remote, else the remote served beside the host. */
export function remoteEntryUrl(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="service-desk-remote"]')?.content;
  return window.SERVICE_DESK_REMOTE_URL || meta || defaultRemoteUrl;
}
