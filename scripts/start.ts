/** `npm start`: builds dist/ if it is missing or stale, then serves the demo (host page, remote, backend) on one port. */
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../mocks/app';
import { ensureBuilt } from './lib/ensureBuilt';
import { fromRoot } from './lib/repoRoot';

async function main(): Promise<void> {
  ensureBuilt();
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  const dbFile = path.resolve(process.env.DB_FILE ?? fromRoot('data/service-desk.sqlite'));
  fs.mkdirSync(path.dirname(dbFile), { recursive: true });

  const app = await buildApp({ dbFile, reset: process.argv.includes('--reset'), staticRoot: fromRoot('dist') });
  await app.listen({ port, host });
  const url = `http://${host}:${port}`;
  console.log(`Help Desk demo with the Service Desk plugin: ${url}/ (problems: ${url}/service-desk/problem/list)`);
  console.log(`Database: ${dbFile}`);

  const stop = () => void app.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
