import { createInstance, type ModuleFederation } from '@module-federation/runtime';
import type { PluginManifest } from '../src/plugin';

const remoteName = 'serviceDesk';
const loadTimeoutMs = 10_000;

let federation: ModuleFederation | undefined;

function federationFor(entry: string): ModuleFederation {
  federation ??= createInstance({ name: 'helpDeskHost', remotes: [{ name: remoteName, entry }] });
  return federation;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The service desk did not load within ${ms / 1000} s.`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function isManifest(value: unknown): value is PluginManifest {
  const candidate = value as Partial<PluginManifest> | null;
  return Array.isArray(candidate?.routes) && Array.isArray(candidate?.menu);
}

/**
 * Loads remoteEntry.js and its `./plugin` module. A failed attempt leaves nothing cached in the
 * federation runtime, so calling this again retries the download.
 */
export async function loadPluginManifest(entry: string): Promise<PluginManifest> {
  const loaded = await withTimeout(
    federationFor(entry).loadRemote<{ default?: unknown }>(`${remoteName}/plugin`),
    loadTimeoutMs,
  );
  const manifest = loaded?.default ?? loaded;
  if (!isManifest(manifest)) throw new Error('The service desk remote did not expose a plugin manifest.');
  return manifest;
}
