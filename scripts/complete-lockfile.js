/**
 * The npm registry this project installs from serves only some platforms' builds of packages
 * with native binaries (@swc/core-*, @rspack/binding-*, @unrs/resolver-binding-* ...), so npm
 * writes a lock file without the other platforms' optional packages, and `npm ci` then refuses
 * it. This adds each missing optional platform package as a lock entry limited to its own OS and
 * CPU, which npm skips on any other machine. It runs after every install (idempotent).
 */
const fs = require('node:fs');
const path = require('node:path');

const lockPath = path.join(__dirname, '..', 'package-lock.json');
const OS_NAMES = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'wasm32'];
const CPU_NAMES = ['arm64', 'x64', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'arm'];

/** { os, cpu } from a platform package name such as @swc/core-linux-arm-gnueabihf. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS_NAMES.includes(part));
  if (!os) return null;
  if (os === 'wasm32') return { cpu: ['wasm32'] };
  const cpu = parts.find((part) => CPU_NAMES.includes(part));
  return cpu ? { os: [os], cpu: [cpu] } : null;
}

function complete(lock) {
  const packages = lock.packages ?? {};
  let added = 0;
  for (const [location, entry] of Object.entries(packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const base = location ? `${location}/node_modules/${name}` : `node_modules/${name}`;
      if (packages[base] || packages[`node_modules/${name}`]) continue;
      const platform = platformOf(name);
      if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
      packages[`node_modules/${name}`] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
      added += 1;
    }
  }
  return added;
}

if (fs.existsSync(lockPath)) {
  const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
  const added = complete(lock);
  if (added > 0) {
    const sorted = Object.fromEntries(
      Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
    );
    lock.packages = sorted;
    fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
    console.log(`package-lock.json: added ${added} other-platform optional package entries.`);
  }
}
