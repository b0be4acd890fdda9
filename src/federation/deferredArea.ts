/**
 * Stands for the module the container exposes as ./routes/<area> for an area with a loader:
 * webpack writes one per such area (webpack.config.ts, with deferredAreaSource in
 * manifestModule.ts), exporting the area's lifecycles deferred until single-spa bootstraps them.
 */
export type { Lifecycles } from './pluginManifest';
