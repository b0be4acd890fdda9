import fs from 'node:fs';

/** Deletes the throwaway database the test server used (SQLite may leave -wal and -shm files beside it). */
export default function globalTeardown(): void {
  const dbFile = process.env.E2E_DB_FILE;
  if (!dbFile) return;
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(`${dbFile}${suffix}`, { force: true });
}
