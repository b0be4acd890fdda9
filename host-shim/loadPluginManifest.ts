import type { PluginManifestJson } from '../src/plugin';
import { withTimeout } from './withTimeout';

const loadTimeoutMs = 10_000;

function isManifest(value: unknown): value is PluginManifestJson {
  const candidate = value as Partial<PluginManifestJson> | null;
  return (
    typeof candidate?.remote?.entry === 'string' &&
    Array.isArray(candidate.routes) &&
    Array.isArray(candidate.slots) &&
    Array.isArray(candidate.menu)
  );
}

async function fetchManifest(url: string): Promise<unknown> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The service desk's manifest answered ${response.status}.`);
  return response.json();
}

/**
 * Reads the plugin's manifest (plugin-manifest.json): plain data, no JavaScript of the plugin.
 * The remote's entry is given relative to the manifest; it comes back as an absolute URL.
 */
export async function loadPluginManifest(url: string): Promise<PluginManifestJson> {
  const manifest = await withTimeout(fetchManifest(url), loadTimeoutMs, "The service desk's manifest");
  if (!isManifest(manifest)) throw new Error(`${url} is not a service desk manifest.`);
  const manifestLocation = new URL(url, window.location.href);
  return { ...manifest, remote: { ...manifest.remote, entry: new URL(manifest.remote.entry, manifestLocation).href } };
}
