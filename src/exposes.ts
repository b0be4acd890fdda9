import { slots } from './manifest';
import { areas } from './routes';

/**
 * The modules webpack.config.ts exposes, from the project root: the manifest, each route
 * application of the registry as `./routes/<id>`, and each slot as `./slots/<id>`.
 */
export const exposes: Record<string, string> = {
  './plugin': './src/plugin.ts',
  ...Object.fromEntries(
    areas.flatMap(({ id, application }) => (application ? [[`./routes/${id}`, application.module]] : [])),
  ),
  ...Object.fromEntries(slots.map(({ id }) => [`./slots/${id}`, `./src/slots/${id}`])),
};
