import { routeModuleOf, slotModuleOf } from './federation/exposedModules';
import { deferredAreaModule } from './federation/manifestModule';
import { slots } from './manifest';
import { areas } from './routes';

/**
 * The modules webpack.config.ts exposes, from the project root: the manifest, each route
 * application of the registry as `./routes/<id>`, and each slot as `./slots/<id>`. An area with a
 * loader exposes its lifecycles deferred (deferredAreaModule), so a host importing it directly
 * starts the loader too.
 */
export const exposes: Record<string, string> = {
  './plugin': './src/plugin.ts',
  ...Object.fromEntries(
    areas.flatMap(({ id, application }) =>
      application ? [[routeModuleOf(id), application.loader ? deferredAreaModule(id) : application.module]] : [],
    ),
  ),
  ...Object.fromEntries(slots.map(({ id }) => [slotModuleOf(id), `./src/slots/${id}`])),
};
