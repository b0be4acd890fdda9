import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { seededAttachmentText, SEEDED_PREFIX } from './seeded-files';

/**
 * Uploaded files on disk under one folder, each under a random name; the attachments table keeps
 * the original name, size and type. Paths starting with `seed/` are the seed's files, made on
 * demand from their name, so a seeded database needs no files next to it.
 */
export class UploadStore {
  constructor(readonly folder: string) {}

  /** Writes the bytes under a new random name and returns that name (the storage path). */
  save(bytes: Buffer): string {
    fs.mkdirSync(this.folder, { recursive: true });
    const name = randomBytes(16).toString('hex');
    fs.writeFileSync(path.join(this.folder, name), bytes);
    return name;
  }

  /** The stored bytes, or undefined when the file is gone. */
  read(storagePath: string, originalName: string): Buffer | undefined {
    if (storagePath.startsWith(SEEDED_PREFIX)) return Buffer.from(seededAttachmentText(originalName));
    const file = this.resolve(storagePath);
    if (file === undefined || !fs.existsSync(file)) return undefined;
    return fs.readFileSync(file);
  }

  remove(storagePath: string): void {
    if (storagePath.startsWith(SEEDED_PREFIX)) return;
    const file = this.resolve(storagePath);
    if (file !== undefined) fs.rmSync(file, { force: true });
  }

  /** Only plain names inside the folder; anything else is not ours. */
  private resolve(storagePath: string): string | undefined {
    return /^[a-f0-9]{32}$/.test(storagePath) ? path.join(this.folder, storagePath) : undefined;
  }
}
