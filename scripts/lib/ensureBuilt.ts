import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fromRoot, repoRoot } from './repoRoot';

/** What the build reads: a change to any of them makes dist/ stale. */
const buildInputs = [
  'src',
  'host-shim',
  'webpack.config.ts',
  'postcss.config.js',
  'package.json',
  'package-lock.json',
  '.swcrc',
  'scripts/build.ts',
  'scripts/lib/copyFilePlugin.ts',
  'scripts/lib/axiosFetchAdapterOmitted.js',
  'scripts/lib/manifestJsonPlugin.ts',
  'scripts/lib/bundledTranslations.ts',
];
const remoteEntry = fromRoot('dist/plugin/remoteEntry.js');
const builtOutputs = [remoteEntry, fromRoot('dist/host-shim/index.html'), fromRoot('dist/host-shim/host.js')];
/**
 * Stamped by every successful build with the time it started: a source saved while webpack was
 * building counts as newer, and webpack leaves an output file alone when its content did not
 * change, so no output file's own time says when the build ran.
 */
const buildStamp = fromRoot('dist/.build-stamp');

export function stampBuild(startedAt: Date): void {
  fs.mkdirSync(path.dirname(buildStamp), { recursive: true });
  fs.writeFileSync(buildStamp, '');
  fs.utimesSync(buildStamp, startedAt, startedAt);
}

function modifiedAt(file: string): number {
  return fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
}

/** Tests and their support sit beside the code in src/ but never reach the bundle. */
function isTestOnly(file: string): boolean {
  return /\.test\.tsx?$/.test(file) || file === fromRoot('src/testing');
}

function newestModification(file: string): number {
  if (!fs.existsSync(file)) return 0;
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(file)
    .map((entry) => path.join(file, entry))
    .filter((entry) => !isTestOnly(entry))
    .reduce((newest, entry) => Math.max(newest, newestModification(entry)), stat.mtimeMs);
}

/** Why dist/ must be rebuilt, or null when it is up to date. */
export function staleBuildReason(): string | null {
  const missing = builtOutputs.find((file) => !fs.existsSync(file));
  if (missing) return `${path.relative(repoRoot, missing)} is missing`;
  if (!fs.existsSync(buildStamp)) return 'dist/ has no build stamp';
  const builtAt = modifiedAt(buildStamp);
  const changed = buildInputs.find((input) => newestModification(fromRoot(input)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

/** Builds dist/ (scripts/build.ts) when it is missing or older than its sources; throws if the build fails. */
export function ensureBuilt({ force = false } = {}): void {
  const reason = force ? 'a build was requested' : staleBuildReason();
  if (!reason) return;
  console.log(`Building dist/ (${reason})...`);
  const build = spawnSync(process.execPath, ['--import', 'tsx', fromRoot('scripts/build.ts')], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The build failed; see the errors above.');
}
