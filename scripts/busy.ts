/**
 * `npm run test:busy [-- command args...]`: runs `npm test` (or the command given) while CPU-bound
 * processes (two, or BUSY_PROCESSES) compete for the machine, as other jobs do on a shared CI
 * machine; they are stopped when the command ends or is interrupted. Exits with the command's status.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { repoRoot } from './lib/repoRoot';

const processCount = Number(process.env.BUSY_PROCESSES ?? 2);
const [command, ...args] = process.argv.length > 2 ? process.argv.slice(2) : ['npm', 'test'];

const spinners: ChildProcess[] = Array.from({ length: processCount }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);

function stopSpinners(): void {
  for (const spinner of spinners) spinner.kill('SIGKILL');
}

const startedAt = Date.now();
console.log(`${processCount} CPU-bound processes running beside: ${[command, ...args].join(' ')}`);
const run = spawn(command, args, { cwd: repoRoot, stdio: 'inherit' });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    run.kill(signal);
    stopSpinners();
  });
}

run.on('exit', (code, signal) => {
  stopSpinners();
  const minutes = ((Date.now() - startedAt) / 60_000).toFixed(1);
  console.log(`\nBusy-machine run: ${code === 0 ? 'passed' : 'FAILED'} in ${minutes} min`);
  process.exit(code ?? (signal ? 1 : 0));
});
