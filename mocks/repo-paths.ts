import path from 'node:path';

/** Paths relative to the repository, independent of the directory the server is started from. */
export const repoRoot = path.join(__dirname, '..');
export const defaultDbFile = path.join(repoRoot, 'data', 'service-desk.sqlite');
export const defaultStaticRoot = path.join(repoRoot, 'dist');
export const defaultUploadDir = path.join(repoRoot, 'data', 'uploads');
