import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

/** Import files on disk, each under a random name in one folder; the imports table keeps the name. */
export class ImportFiles {
  constructor(readonly folder: string) {}

  /** Streams `source` to a new file and returns its name; a failed copy leaves nothing behind. */
  async save(source: Readable): Promise<string> {
    fs.mkdirSync(this.folder, { recursive: true });
    const name = randomBytes(16).toString('hex');
    const file = this.resolve(name);
    try {
      await pipeline(source, fs.createWriteStream(file));
    } catch (error) {
      this.remove(name);
      throw error;
    }
    return name;
  }

  /** The file's path; only plain names inside the folder are ours. */
  resolve(name: string): string {
    if (!/^[a-f0-9]{32}$/.test(name)) throw new Error(`Not an import file name: ${name}`);
    return path.join(this.folder, name);
  }

  remove(name: string): void {
    fs.rmSync(this.resolve(name), { force: true });
  }
}
