/**
 * Builds the remote and the host-shim with webpack's Node API; `--watch` rebuilds on change. Each
 * successful build stamps dist/ with the time it started (lib/ensureBuilt.ts reads it).
 */
import webpack from 'webpack';
import configs from '../webpack.config';
import { stampBuild } from './lib/ensureBuilt';

const watch = process.argv.includes('--watch');
const compiler = webpack(configs);

function report(error: Error | null | undefined, stats: webpack.MultiStats | undefined): boolean {
  if (error) {
    console.error(error);
    return false;
  }
  if (!stats) return false;
  const output = stats.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY });
  if (output.trim()) console.log(output);
  if (stats.hasErrors()) return false;
  stampBuild(new Date(Math.min(...stats.stats.map((one) => one.startTime ?? Date.now()))));
  console.log(`Built ${stats.stats.map((s) => s.compilation.name).join(' and ')} into dist/.`);
  return true;
}

if (watch) {
  compiler.watch({}, (error, stats) => {
    report(error, stats);
  });
} else {
  compiler.run((error, stats) => {
    const ok = report(error, stats);
    compiler.close(() => process.exit(ok ? 0 : 1));
  });
}
