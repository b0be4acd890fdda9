import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';
import type { UploadStore } from '../uploads/store';

/** What every resource's routes get: the database and the store of uploaded files. */
export interface RouteDeps {
  db: Db;
  uploads: UploadStore;
}

/** Adds a resource's routes (or a part of them) to the app. */
export type Routes = (app: FastifyInstance, deps: RouteDeps) => void;
