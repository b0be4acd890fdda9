import path from 'node:path';
import { buildApp } from './app';
import { defaultDbFile, defaultStaticRoot, defaultUploadDir } from './repo-paths';

/**
 * Starts the contract backend: `tsx mocks/main.ts [--reset]`.
 * Environment: PORT (8080), HOST (127.0.0.1), DB_FILE (data/service-desk.sqlite in the
 * repository), STATIC_ROOT (dist/ in the repository), UPLOAD_DIR (data/uploads in the repository).
 */
async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a port number: ${process.env.PORT}`);

  const app = await buildApp({
    dbFile: process.env.DB_FILE ? path.resolve(process.env.DB_FILE) : defaultDbFile,
    staticRoot: process.env.STATIC_ROOT ? path.resolve(process.env.STATIC_ROOT) : defaultStaticRoot,
    uploadDir: process.env.UPLOAD_DIR ? path.resolve(process.env.UPLOAD_DIR) : defaultUploadDir,
    reset: process.argv.slice(2).includes('--reset'),
    logger: true,
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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
