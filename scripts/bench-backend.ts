/**
 * The backend part of `npm run bench` on its own: `npx tsx scripts/bench-backend.ts`. Needs no
 * build. Prints the figures; writes nothing.
 */
import { describeBackend, measureBackend } from './lib/bench/backendBudgets';

measureBackend()
  .then((figures) => {
    console.log(`backendListP95Ms: ${figures.backendListP95Ms} (budget <= 50)`);
    console.log(`assetListP95Ms: ${figures.assetListP95Ms} (budget <= 50)`);
    console.log(`assetSearchP95Ms: ${figures.assetSearchP95Ms} (budget <= 50)`);
    console.log(`reportCountP95Ms: ${figures.reportCountP95Ms} (budget <= 100)`);
    console.log(`exportRowsPerSecond: ${figures.exportRowsPerSecond}`);
    console.log(`exportMemoryOverIdleMb: ${figures.exportMemoryOverIdleMb} (budget <= 150)`);
    console.log(`loadServerErrors: ${figures.loadServerErrors} (budget <= 0)`);
    console.log(`loadLostWrites: ${figures.loadLostWrites} (budget <= 0)`);
    for (const line of describeBackend(figures)) console.log(line);
    process.exit(0);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
