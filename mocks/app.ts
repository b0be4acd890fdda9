import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase } from './db/connection';
import { installErrorHandler } from './http/error-handler';
import { installSessions } from './http/session';
import { MAX_UPLOAD_BYTES } from './http/form-body';
import { defaultStaticRoot, defaultUploadDir } from './repo-paths';
import { assetRoutes } from './routes/assets/list';
import { cabApprovalRoutes } from './routes/change-approvals/by-approver';
import { cabChangeRoutes } from './routes/change-approvals/on-change';
import { changeFilterRoutes } from './routes/change-filters/routes';
import { changeListRoutes } from './routes/changes/list';
import { changeDetailRoutes } from './routes/changes';
import { changeRoutes } from './routes/changes/save';
import { dependencyRoutes } from './routes/dependencies/routes';
import { downloadRoutes } from './routes/records/downloads';
import { installPages } from './routes/pages/pages';
import { problemLinkRoutes } from './routes/problems/links';
import { problemPlanningRoutes } from './routes/problems/planning';
import { problemSaveRoutes } from './routes/problems/save';
import { problemTicketRoutes } from './routes/problems/tickets';
import { problemViewRoutes } from './routes/problems/view';
import { problemRoutes } from './routes/problems/list';
import { shimRoutes } from './routes/pages/shim';
import { ticketSlotRoutes } from './routes/tickets';
import { UploadStore } from './uploads/store';

export interface BuildAppOptions {
  /** SQLite file path, or ':memory:' for a fresh seeded database that lives with the app. */
  dbFile: string;
  /** Delete the database file first, so it is created and seeded again. */
  reset?: boolean;
  /** Folder holding the build output (plugin/ and host-shim/); defaults to <repo>/dist. */
  staticRoot?: string;
  /** Folder for uploaded files; defaults to <repo>/data/uploads. */
  uploadDir?: string;
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
  // Files over the limit fail while the handler reads them, which answers 422 (http/form-body.ts).
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 5, fieldSize: 5 * 1024 * 1024 },
  });
  const uploads = new UploadStore(options.uploadDir ?? defaultUploadDir);
  installSessions(app, db);
  await installPages(app, db, options.staticRoot ?? defaultStaticRoot);

  await app.register(shimRoutes, { db });
  await app.register(problemRoutes, { db, uploads });
  await app.register(problemViewRoutes, { db });
  await app.register(problemSaveRoutes, { db, uploads });
  await app.register(problemLinkRoutes, { db });
  await app.register(problemPlanningRoutes, { db, uploads });
  await app.register(problemTicketRoutes, { db, uploads });
  await app.register(changeRoutes, { db, uploads });
  await app.register(changeListRoutes, { db, uploads });
  await app.register(changeFilterRoutes, { db });
  await app.register(changeDetailRoutes, { db, uploads });
  await app.register(assetRoutes, { db });
  await app.register(downloadRoutes, { db, uploads });
  await app.register(dependencyRoutes, { db });
  await app.register(cabChangeRoutes, { db });
  await app.register(cabApprovalRoutes, { db });
  await app.register(ticketSlotRoutes, { db });
  return app;
}
