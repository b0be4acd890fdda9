import path from 'node:path';
import { manifestModule } from '@/federation/manifestModule';
import { slots } from '@/manifest';
import type { PluginManifest } from '@/plugin';
import { areas } from '@/routes';

/**
 * The manifest as the build writes it (src/plugin.ts in the remote), run here: its `import()`s
 * load the project's modules, so a test calls the very loaders a host calls.
 */
export function builtManifest(): PluginManifest {
  const body = manifestModule(areas, slots)
    .replace(/^export default /, 'return ')
    .replace(/\bimport\(/g, 'importModule(');
  const importModule = (specifier: string) => import(path.join(__dirname, '..', specifier));
  return new Function('importModule', body)(importModule) as PluginManifest;
}
