/** `npm test`: the jest suites (unit, backend), then the end-to-end suite; fails if any of them fails. */
import { spawnSync } from 'node:child_process';
import { fromRoot, repoRoot } from './lib/repoRoot';

interface Suite {
  name: string;
  args: string[];
}

const suites: Suite[] = [
  {
    name: 'unit + backend (jest)',
    args: [fromRoot('node_modules/jest/bin/jest.js'), '--selectProjects', 'unit', 'backend'],
  },
  { name: 'end-to-end (playwright)', args: ['--import', 'tsx', fromRoot('scripts/e2e.ts')] },
];

const results = suites.map((suite) => {
  console.log(`\n=== ${suite.name} ===`);
  const run = spawnSync(process.execPath, suite.args, { cwd: repoRoot, stdio: 'inherit' });
  return { name: suite.name, passed: run.status === 0 };
});

console.log('\nSuites run:');
for (const result of results) console.log(`  ${result.passed ? 'passed' : 'FAILED'}  ${result.name}`);
process.exit(results.every((result) => result.passed) ? 0 : 1);
