import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase } from './db/connection';
import { installErrorHandler } from './http/error-handler';
import { installSessions } from './http/session';
import { installMultipartBounds, MULTIPART_LIMITS } from './http/multipart-limits';
import { defaultStaticRoot, defaultUploadDir } from './repo-paths';
import { announcementRoutes } from './routes/announcements/routes';
import { assetRoutes } from './routes/assets/routes';
import { assetRelationshipRoutes } from './routes/asset-relationships/routes';
import { assetActionRoutes } from './routes/assets/actions';
import { assetImpactRoutes } from './routes/asset-relationships/impact';
import { assetDetailRoutes } from './routes/assets/detail';
import { assetServiceRoutes } from './routes/assets/services';
import { assetCustomFieldRoutes } from './routes/assets/custom-fields';
import { assetSaveRoutes } from './routes/assets/save';
import { assetStatusRoutes } from './routes/asset-statuses/routes';
import { assetTypeRoutes } from './routes/asset-types/routes';
import { automationRoutes } from './routes/automations/routes';
import { generateBarcodeRoutes } from './routes/barcode/generate';
import { barcodeTemplateRoutes } from './routes/barcode/routes';
import { cmdbRelationRoutes } from './routes/cmdb-relations/routes';
import { cabDefinitionRoutes } from './routes/cab-definitions/routes';
import { changeApprovalRoutes } from './routes/change-approvals/routes';
import { changeFilterRoutes } from './routes/change-filters/routes';
import { changeRoutes } from './routes/changes/routes';
import { contractRoutes } from './routes/contracts/routes';
import { namedTypeRoutes } from './routes/reference-types/routes';
import { vendorRoutes } from './routes/vendors/routes';
import { productRoutes } from './routes/products/routes';
import { productLinkRoutes } from './routes/products/links';
import { dependencyRoutes } from './routes/dependencies/routes';
import type { Routes } from './routes/deps';
import { formRoutes } from './routes/forms/routes';
import { formGroupRoutes } from './routes/form-groups/routes';
import { importRoutes } from './routes/imports/routes';
import { installPages } from './routes/pages/pages';
import { outboxRoutes } from './routes/outbox/routes';
import { shimRoutes } from './routes/pages/routes';
import { problemRoutes } from './routes/problems/routes';
import { attachmentRoutes } from './routes/attachments/routes';
import { releaseRoutes } from './routes/releases/routes';
import { reportExportRoutes } from './routes/reports/export';
import { reportRoutes } from './routes/reports/routes';
import { ticketListRoutes } from './routes/tickets/list';
import { ticketRoutes } from './routes/tickets/routes';
import { userRoutes } from './routes/users/routes';
import { UploadStore } from './uploads/store';
import { systemClock, type Clock } from './jobs/scheduler';

/** Every resource's calls; a new resource is one line here. */
const RESOURCE_ROUTES: readonly Routes[] = [
  shimRoutes,
  problemRoutes,
  changeRoutes,
  changeFilterRoutes,
  changeApprovalRoutes,
  releaseRoutes,
  assetRoutes,
  assetDetailRoutes,
  assetActionRoutes,
  assetServiceRoutes,
  assetCustomFieldRoutes,
  assetSaveRoutes,
  assetTypeRoutes,
  assetStatusRoutes,
  cmdbRelationRoutes,
  assetRelationshipRoutes,
  assetImpactRoutes,
  barcodeTemplateRoutes,
  generateBarcodeRoutes,
  announcementRoutes,
  contractRoutes,
  ticketRoutes,
  ticketListRoutes,
  userRoutes,
  formRoutes,
  formGroupRoutes,
  dependencyRoutes,
  attachmentRoutes,
  outboxRoutes,
  cabDefinitionRoutes,
  automationRoutes,
  reportRoutes,
  reportExportRoutes,
  vendorRoutes,
  namedTypeRoutes,
  productRoutes,
  productLinkRoutes,
  importRoutes,
];

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
  /** The time scheduled work (automatic reminders) reads and is woken by; tests move it by hand. */
  clock?: Clock;
  /** How often contracts are checked for expiry reminders due and statuses the calendar moves; a minute by default. */
  expiryCheckMs?: number;
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
  // Files and fields over their limits fail while the handler reads them, which answers 422 (http/form-body.ts).
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  installMultipartBounds(app);
  const uploads = new UploadStore(options.uploadDir ?? defaultUploadDir);
  installSessions(app, db);
  await installPages(app, db, options.staticRoot ?? defaultStaticRoot);

  const deps = { db, uploads, clock: options.clock ?? systemClock, expiryCheckMs: options.expiryCheckMs };
  for (const routes of RESOURCE_ROUTES) routes(app, deps);
  return app;
}
