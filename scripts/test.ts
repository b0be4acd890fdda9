/**
 * `npm test`: lint (ESLint, then Prettier's check), the type-check, the jest suites (unit,
 * backend), then the end-to-end suite; every suite runs, and the command fails if any of them fails.
 */
import { spawnSync } from 'node:child_process';
import { fromRoot, repoRoot } from './lib/repoRoot';

interface Suite {
  name: string;
  args: string[];
}

const suites: Suite[] = [
  { name: 'lint (eslint)', args: [fromRoot('node_modules/eslint/bin/eslint.js'), '.'] },
  { name: 'formatting (prettier --check)', args: [fromRoot('node_modules/prettier/bin/prettier.cjs'), '--check', '.'] },
  { name: 'type-check (tsc --noEmit)', args: [fromRoot('node_modules/typescript/bin/tsc'), '--noEmit'] },
  {
    name: 'unit + backend (jest)',
    // Workers, not one process (jest's default on two cores), so each is recycled by its memory limit.
    args: [fromRoot('node_modules/jest/bin/jest.js'), '--maxWorkers=2', '--selectProjects', 'unit', 'backend'],
  },
  { name: 'end-to-end (playwright)', args: ['--import', 'tsx', fromRoot('scripts/e2e.ts')] },
];

const results = suites.map((suite) => {
  console.log(`\n=== ${suite.name} ===`);
  const started = performance.now();
  const run = spawnSync(process.execPath, suite.args, { cwd: repoRoot, stdio: 'inherit' });
  return { name: suite.name, passed: run.status === 0, seconds: Math.round((performance.now() - started) / 1000) };
});

console.log('\nSuites run:');
for (const result of results) {
  console.log(`  ${result.passed ? 'passed' : 'FAILED'}  ${result.name} (${result.seconds} s)`);
}
process.exit(results.every((result) => result.passed) ? 0 : 1);
