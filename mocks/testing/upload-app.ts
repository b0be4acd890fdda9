import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startApp, TestClient } from './client';

export interface UploadApp {
  app: FastifyInstance;
  admin: TestClient;
  uploadDir: string;
  /** The database file, which a test may open read-only to check rows no call returns. */
  dbFile: string;
  close(): Promise<void>;
}

/** A fresh app with its own temporary database file and upload folder, and a signed-in admin. */
export async function startUploadApp(): Promise<UploadApp> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-app-'));
  const uploadDir = path.join(folder, 'uploads');
  const dbFile = path.join(folder, 'desk.sqlite');
  const app = await startApp({ uploadDir, dbFile });
  const admin = new TestClient(app);
  await admin.session();
  return {
    app,
    admin,
    uploadDir,
    dbFile,
    async close() {
      await app.close();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

export async function signedIn(app: FastifyInstance, name: string): Promise<TestClient> {
  const client = new TestClient(app);
  await client.signInAs(name);
  return client;
}
