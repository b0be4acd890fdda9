import path from 'node:path';

/** The repository root, whatever directory a script is started from. */
export const repoRoot = path.join(__dirname, '..', '..');

export function fromRoot(...segments: string[]): string {
  return path.join(repoRoot, ...segments);
}
