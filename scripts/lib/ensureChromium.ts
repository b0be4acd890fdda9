import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { chromiumPath } from './chromium';

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed.`);
}

/** Makes sure Debian's Chromium is where the tests look for it; installs it with apt-get when running as root. */
export function ensureChromium(): void {
  if (fs.existsSync(chromiumPath)) return;
  if (process.env.CHROMIUM_PATH) {
    throw new Error(`CHROMIUM_PATH is ${chromiumPath}, but nothing is there.`);
  }
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is missing at ${chromiumPath}. Install it with \`apt-get install chromium\` (as root), ` +
        'or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  console.log(`Chromium is missing at ${chromiumPath}; installing it with apt-get...`);
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
  if (!fs.existsSync(chromiumPath))
    throw new Error(`apt-get installed chromium, but ${chromiumPath} is still missing.`);
}
