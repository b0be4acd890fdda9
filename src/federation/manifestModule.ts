import type { SlotData } from './pluginManifest';
import {
  menuEntriesOf,
  routeEntriesOf,
  type AreaDeclaration,
  type RouteApplicationDeclaration,
} from './routeDeclaration';

/** An `import()` of a module of the project (`./src/…`) as written in src/plugin.ts, its chunk named for development builds. */
function importOf(module: string, chunkName: string): string {
  const prefix = './src/';
  if (!module.startsWith(prefix)) throw new Error(`The module ${module} is not under ${prefix}.`);
  return `import(/* webpackChunkName: ${JSON.stringify(chunkName)} */ ${JSON.stringify(`./${module.slice(prefix.length)}`)})`;
}

/** A route's loader: its area's `loader` module when it has one (AreaLoader), else its lifecycles module. */
function routeLoaderOf(id: string, { module, loader }: RouteApplicationDeclaration): string {
  return loader
    ? `(props) => ${importOf(loader, `${id}-loader`)}.then((loader) => loader.loadArea(props))`
    : `() => ${importOf(module, `route-${id}`)}`;
}

function slotLoaderOf({ id }: SlotData): string {
  return `() => ${importOf(`./src/slots/${id}`, `slot-${id}`)}`;
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
