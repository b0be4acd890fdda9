declare global {
  interface Window {
    /** Overrides where the host reads the plugin's manifest (plugin-manifest.json) from. */
    SERVICE_DESK_MANIFEST_URL?: string;
  }
}

const defaultManifestUrl = '/plugin/plugin-manifest.json';

/** window.SERVICE_DESK_MANIFEST_URL, else meta service-desk-manifest, else the remote's manifest served beside the host. */
export function pluginManifestUrl(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="service-desk-manifest"]')?.content;
  return window.SERVICE_DESK_MANIFEST_URL || meta || defaultManifestUrl;
}
