import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startApp, TestClient } from './client';
import { ManualClock } from './manual-clock';
import { startUploadApp, type UploadApp } from './upload-app';

export interface AppUnderTest {
  app: FastifyInstance;
  /** A client of the administrator every new session starts as. */
  admin: TestClient;
}

interface Lifetime {
  /** Once before all of the file's (or describe block's) tests, instead of before each. */
  once?: boolean;
}

/** Fills the returned object before each test (or once) with what `start` gives, and closes it after. */
function useFixture<T extends object>(once: boolean, start: () => Promise<T>, close: (fixture: T) => Promise<void>): T {
  const fixture = {} as T;
  (once ? beforeAll : beforeEach)(async () => {
    Object.assign(fixture, await start());
  });
  (once ? afterAll : afterEach)(async () => {
    await close(fixture);
  });
  return fixture;
}

/**
 * A fresh app on an in-memory database and a client of the administrator, whose session is
 * started (its CSRF token known) unless `session` is false. Read the fields inside tests: the
 * hooks set them.
 */
export function useApp({ once = false, session = true }: Lifetime & { session?: boolean } = {}): AppUnderTest {
  return useFixture(
    once,
    async () => {
      const app = await startApp();
      const admin = new TestClient(app);
      if (session) await admin.session();
      return { app, admin };
    },
    (fixture) => fixture.app.close(),
  );
}

/** useApp (each test) whose scheduled work (reminders) reads a clock the test moves by hand. */
export function useClockedApp(): AppUnderTest & { clock: ManualClock } {
  return useFixture(
    false,
    async () => {
      const clock = new ManualClock();
      const app = await startApp({ clock });
      const admin = new TestClient(app);
      await admin.session();
      return { app, admin, clock };
    },
    (fixture) => fixture.app.close(),
  );
}

/** A fresh app with its own database file and upload folder (testing/upload-app.ts), and a signed-in administrator. */
export function useUploadApp({ once = false }: Lifetime = {}): UploadApp {
  return useFixture(once, startUploadApp, (fixture) => fixture.close());
}

/** A fresh temporary folder for each test (its `path`), removed after. */
export function useTempFolder(prefix: string): { path: string } {
  return useFixture(
    false,
    async () => ({ path: fs.mkdtempSync(path.join(os.tmpdir(), prefix)) }),
    async (folder) => fs.rmSync(folder.path, { recursive: true, force: true }),
  );
}
