import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';
import type { Clock } from '../jobs/scheduler';
import type { UploadStore } from '../uploads/store';

/** What every resource's routes get: the database, the store of uploaded files, the clock of scheduled work. */
export interface RouteDeps {
  db: Db;
  uploads: UploadStore;
  clock: Clock;
  /** How often the contracts' expiry job runs, when not every EXPIRY_CHECK_MS. */
  expiryCheckMs?: number;
}

/** Adds a resource's routes (or a part of them) to the app. */
export type Routes = (app: FastifyInstance, deps: RouteDeps) => void;
