import type { SlotData } from './pluginManifest';
import {
  menuEntriesOf,
  routeEntriesOf,
  type AreaDeclaration,
  type RouteApplicationDeclaration,
} from './routeDeclaration';

/** The chunk an area's application loads in (named in development builds; webpack.config.ts selects chunks by these names). */
export const routeChunkName = (areaId: string) => `route-${areaId}`;
/** The chunk of an area's loader module (see AreaLoader). */
export const loaderChunkName = (areaId: string) => `${areaId}-loader`;

/**
 * An `import()` of a module of the project (`./src/…`) as written in a module `toSrc` away from
 * src/ (`./` for src/plugin.ts), its chunk named for development builds.
 */
function importOf(module: string, chunkName: string, toSrc: string): string {
  const prefix = './src/';
  if (!module.startsWith(prefix)) throw new Error(`The module ${module} is not under ${prefix}.`);
  return `import(/* webpackChunkName: ${JSON.stringify(chunkName)} */ ${JSON.stringify(`${toSrc}${module.slice(prefix.length)}`)})`;
}

/**
 * A route's loader: its lifecycles module, imported. An area with a `loader` module (AreaLoader)
 * has both downloads start at once, the small loader first; the loader's `loadArea(props)` runs
 * as soon as it arrives and ends by taking the application, whose chunks are on their way.
 * (The second import's failure is the loader's to report: it imports the same module.)
 */
function routeLoaderOf(id: string, { module, loader }: RouteApplicationDeclaration, toSrc = './'): string {
  const application = importOf(module, routeChunkName(id), toSrc);
  if (!loader) return `() => ${application}`;
  return (
    `(props) => { const loading = ${importOf(loader, loaderChunkName(id), toSrc)}; ${application}.catch(() => undefined); ` +
    `return loading.then((loader) => loader.loadArea(props)); }`
  );
}

function slotLoaderOf({ id }: SlotData): string {
  return `() => ${importOf(`./src/slots/${id}`, `slot-${id}`, './')}`;
}

/**
 * The source of the manifest module (src/plugin.ts in the build): the routes and menu of `areas`
 * and the `slots` as literals, as src/manifest.ts derives them, with a `load` on each route and slot.
 */
export function manifestModule(areas: AreaDeclaration[], slots: SlotData[]): string {
  const loaders: string[] = [];
  const placeholder = (loader: string) => `\u0001${loaders.push(loader) - 1}`;
  const manifest = {
    routes: areas.flatMap((area) => {
      const { id, application } = area;
      if (!application) return [];
      return routeEntriesOf(area).map((route) => ({ ...route, load: placeholder(routeLoaderOf(id, application)) }));
    }),
    slots: slots.map((slot) => ({ ...slot, load: placeholder(slotLoaderOf(slot)) })),
    menu: areas.flatMap(menuEntriesOf),
  };
  const source = JSON.stringify(manifest).replace(/"\\u0001(\d+)"/g, (_, at: string) => loaders[Number(at)]);
  return `export default ${source};\n`;
}

/** The file standing for every module deferredAreaSource writes; webpack replaces its source per area. */
export const deferredAreaFile = './src/federation/deferredArea.ts';

/** The module the container exposes as ./routes/<id> for an area with a loader (deferredAreaSource). */
export const deferredAreaModule = (areaId: string) => `${deferredAreaFile}?area=${areaId}`;

/**
 * The source of deferredAreaModule(id), exposed for an area with a loader: its lifecycles, loaded
 * as the manifest's `load` loads them (the loader and the application at once) when single-spa
 * bootstraps the application, so the loader gets the application's props. A host importing the
 * area directly, as one reading the JSON manifest does, starts the loader's work as early as the
 * manifest would.
 */
export function deferredAreaSource(area: AreaDeclaration): string {
  const { id, application } = area;
  if (!application?.loader) throw new Error(`The area ${id} has no loader to defer to.`);
  return (
    "import { deferredLifecycles } from './deferredLifecycles';\n" +
    `export const { bootstrap, mount, unmount, update } = deferredLifecycles(${routeLoaderOf(id, application, '../')});\n`
  );
}
