import path from 'node:path';
import { buildApp } from './app';
import { openDatabase } from './db/connection';
import { seedBulkAssets } from './db/assets/seed-bulk';
import { seedBulk } from './db/seeding/bulk';
import { defaultDbFile, defaultStaticRoot, defaultUploadDir } from './repo-paths';

/**
 * Starts the contract backend: `tsx mocks/main.ts [--reset] [--bulk=N]`. `--bulk=N` adds N problems,
 * N changes and N assets to the database before serving (for measuring the lists at volume; use it with a
 * throwaway DB_FILE).
 * Environment: PORT (8080), HOST (127.0.0.1), DB_FILE (data/service-desk.sqlite in the
 * repository), STATIC_ROOT (dist/ in the repository), UPLOAD_DIR (data/uploads in the repository),
 * EXPIRY_CHECK_MS (how often contracts are checked for expiry reminders due; a minute).
 */
async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a port number: ${process.env.PORT}`);

  const args = process.argv.slice(2);
  const dbFile = process.env.DB_FILE ? path.resolve(process.env.DB_FILE) : defaultDbFile;
  const reset = args.includes('--reset');
  const bulk = readBulkCount(args);
  if (bulk !== undefined) {
    const db = openDatabase(dbFile, { reset });
    seedBulk(db, { problems: bulk, changes: bulk });
    seedBulkAssets(db, bulk);
    db.close();
  }

  const app = await buildApp({
    dbFile,
    staticRoot: process.env.STATIC_ROOT ? path.resolve(process.env.STATIC_ROOT) : defaultStaticRoot,
    uploadDir: process.env.UPLOAD_DIR ? path.resolve(process.env.UPLOAD_DIR) : defaultUploadDir,
    reset: reset && bulk === undefined,
    logger: true,
    expiryCheckMs: readExpiryCheckMs(process.env.EXPIRY_CHECK_MS),
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
}

function readExpiryCheckMs(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms <= 0) throw new Error(`EXPIRY_CHECK_MS is not a positive whole number: ${value}`);
  return ms;
}

function readBulkCount(args: string[]): number | undefined {
  const arg = args.find((candidate) => candidate.startsWith('--bulk='));
  if (arg === undefined) return undefined;
  const count = Number(arg.slice('--bulk='.length));
  if (!Number.isInteger(count) || count < 0) throw new Error(`--bulk needs a whole number: ${arg}`);
  return count;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
