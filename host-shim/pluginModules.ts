import { createInstance } from '@module-federation/runtime';
import injectExternalRuntimeCorePlugin from '@module-federation/inject-external-runtime-core-plugin';
import type { LifeCycles } from 'single-spa';
import type { PluginManifestJson } from '../src/plugin';
import { withTimeout } from './withTimeout';

const loadTimeoutMs = 10_000;

/** Loads a module the plugin's container exposes (`./routes/problems`) and returns its lifecycles. */
export type LoadPluginModule = <Props>(module: string) => Promise<LifeCycles<Props>>;

/**
 * The loader of the remote's modules. The federation runtime is set up at once (it downloads
 * nothing) and lends its core to the remote, which ships without one of its own; remoteEntry.js
 * is downloaded the first time a module is asked for, when a route or slot is about to mount. A
 * failed attempt leaves nothing cached in the runtime, so asking again retries the download.
 */
export function pluginModules({ name, entry }: PluginManifestJson['remote']): LoadPluginModule {
  const federation = createInstance({
    name: 'helpDeskHost',
    remotes: [{ name, entry }],
    plugins: [injectExternalRuntimeCorePlugin()],
  });
  return async <Props>(module: string) => {
    const id = `${name}/${module.replace(/^\.\//, '')}`;
    const loaded = await withTimeout(federation.loadRemote<LifeCycles<Props>>(id), loadTimeoutMs, 'The service desk');
    if (!loaded) throw new Error(`The service desk remote has no module ${module}.`);
    return loaded;
  };
}
