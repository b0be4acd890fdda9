import { createInstance, type ModuleFederation } from '@module-federation/runtime';
import type { LifeCycles } from 'single-spa';
import type { PluginManifestJson } from '../src/plugin';
import { withTimeout } from './withTimeout';

const loadTimeoutMs = 10_000;

/** Loads a module the plugin's container exposes (`./routes/problems`) and returns its lifecycles. */
export type LoadPluginModule = <Props>(module: string) => Promise<LifeCycles<Props>>;

/**
 * The loader of the remote's modules: remoteEntry.js is downloaded the first time a module is
 * asked for, when a route or slot is about to mount, never before. A failed attempt leaves
 * nothing cached in the federation runtime, so asking again retries the download.
 */
export function pluginModules({ name, entry }: PluginManifestJson['remote']): LoadPluginModule {
  let federation: ModuleFederation | undefined;
  return async <Props>(module: string) => {
    federation ??= createInstance({ name: 'helpDeskHost', remotes: [{ name, entry }] });
    const id = `${name}/${module.replace(/^\.\//, '')}`;
    const loaded = await withTimeout(federation.loadRemote<LifeCycles<Props>>(id), loadTimeoutMs, 'The service desk');
    if (!loaded) throw new Error(`The service desk remote has no module ${module}.`);
    return loaded;
  };
}
