import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase } from './db/connection';
import { installErrorHandler } from './http/error-handler';
import { installSessions } from './http/session';
import { defaultStaticRoot } from './repo-paths';
import { dependencyRoutes } from './routes/dependencies';
import { installPages } from './routes/pages';
import { problemRoutes } from './routes/problems';
import { shimRoutes } from './routes/shim';

export interface BuildAppOptions {
  /** SQLite file path, or ':memory:' for a fresh seeded database that lives with the app. */
  dbFile: string;
  /** Delete the database file first, so it is created and seeded again. */
  reset?: boolean;
  /** Folder holding the build output (plugin/ and host-shim/); defaults to <repo>/dist. */
  staticRoot?: string;
  logger?: boolean;
}

/** The contract backend: the spec's calls over a SQLite database, plus the demo's pages. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const db = openDatabase(options.dbFile, { reset: options.reset });
  const app = Fastify({ logger: options.logger ?? false });
  app.addHook('onClose', async () => {
    db.close();
  });

  installErrorHandler(app);
  await app.register(fastifyFormbody);
  installSessions(app, db);
  await installPages(app, db, options.staticRoot ?? defaultStaticRoot);

  await app.register(shimRoutes, { db });
  await app.register(problemRoutes, { db });
  await app.register(dependencyRoutes, { db });
  return app;
}
