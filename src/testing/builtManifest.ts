import path from 'node:path';
import { deferredLifecycles } from '@/federation/deferredLifecycles';
import { deferredAreaSource, manifestModule } from '@/federation/manifestModule';
import type { AreaDeclaration } from '@/federation/routeDeclaration';
import { slots } from '@/manifest';
import type { Lifecycles, PluginManifest } from '@/plugin';
import { areas } from '@/routes';

/** Runs a module the build writes: its `import()`s load the project's modules from `directory`. */
function run<T>(body: string, directory: string, globals: Record<string, unknown> = {}): T {
  const importModule = (specifier: string) => import(path.join(directory, specifier));
  return new Function('importModule', ...Object.keys(globals), body.replace(/\bimport\(/g, 'importModule('))(
    importModule,
    ...Object.values(globals),
  ) as T;
}

/**
 * The manifest as the build writes it (src/plugin.ts in the remote), run here: its `import()`s
 * load the project's modules, so a test calls the very loaders a host calls.
 */
export function builtManifest(): PluginManifest {
  return run(manifestModule(areas, slots).replace(/^export default /, 'return '), path.join(__dirname, '..'));
}

/** The module the container exposes as ./routes/<id> for an area with a loader, as the build writes it, run here. */
export function builtDeferredArea(area: AreaDeclaration): Lifecycles {
  const body = deferredAreaSource(area)
    .replace(/^import \{ deferredLifecycles \} from .*\n/, '')
    .replace(/^export const \{ bootstrap, mount, unmount, update \} = /m, 'return ');
  return run(body, path.join(__dirname, '../federation'), { deferredLifecycles });
}
