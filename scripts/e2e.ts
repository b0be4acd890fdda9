/** `npm run test:e2e [-- playwright args]`: Chromium present, dist/ built, then `playwright test`. */
import { spawnSync } from 'node:child_process';
import { ensureBuilt } from './lib/ensureBuilt';
import { ensureChromium } from './lib/ensureChromium';
import { fromRoot, repoRoot } from './lib/repoRoot';

try {
  ensureChromium();
  ensureBuilt();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const playwright = spawnSync(
  process.execPath,
  [fromRoot('node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)],
  { cwd: repoRoot, stdio: 'inherit' },
);
process.exit(playwright.status ?? 1);
