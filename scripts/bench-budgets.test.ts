/**
 * The performance budgets, checked against the figures `npm run bench` last wrote to
 * bench-results.json. `npm test` does not run the bench: without the file these tests are skipped.
 * The budgets live here, not in the file, so a bench run cannot loosen its own limits.
 */
import fs from 'node:fs';
import path from 'node:path';

const resultsFile = path.join(__dirname, '../bench-results.json');
const KB = 1024;

interface EntryChunks {
  kind: string;
  name: string;
  files: string[];
}

interface BenchResults {
  measuredAt?: string;
  remoteEntryGzipBytes?: number;
  pluginManifestJsonGzipBytes?: number;
  hostPageJsBytes?: number;
  problemListColdJsGzipBytesWithoutReact?: number;
  timeToRowsRatio?: number;
  duplicateApiCalls?: number;
  backendListP95Ms?: number;
  assetListP95Ms?: number;
  assetSearchP95Ms?: number;
  reportCountP95Ms?: number;
  exportMemoryOverIdleMb?: number;
  assetListColdJsGzipBytesWithoutReact?: number;
  loadServerErrors?: number;
  loadLostWrites?: number;
  mountCyclesHeapGrowthBytes?: number;
  importRowsPerSecond?: number;
  importMemoryHighWaterBytes?: number;
  cmdbMapLongestFrameMs?: number;
  entryInitialChunks?: EntryChunks[];
  checks?: {
    reactDomClientChunks?: string[];
    heavyInColdLoad?: string[];
    heavyInEntries?: string[];
    withoutCompileHint?: string[];
    lazyWithCompileHint?: string[];
  };
}

/** Each figure with its budget; figures the bench did not write (yet) are skipped, not failed. */
const budgets: Array<{ key: keyof BenchResults; max: number; what: string }> = [
  { key: 'remoteEntryGzipBytes', max: 10 * KB, what: 'remoteEntry.js gzipped' },
  { key: 'pluginManifestJsonGzipBytes', max: 2 * KB, what: 'plugin-manifest.json gzipped' },
  { key: 'hostPageJsBytes', max: 0, what: "the plugin's JavaScript downloaded by host pages without plugin content" },
  { key: 'problemListColdJsGzipBytesWithoutReact', max: 85 * KB, what: "problem list's cold JS without React" },
  { key: 'timeToRowsRatio', max: 1.5, what: 'time from mount to rows divided by the bare-DOM floor' },
  { key: 'duplicateApiCalls', max: 0, what: 'API URLs requested twice while the views load' },
  { key: 'backendListP95Ms', max: 50, what: 'list calls p95 at 100,000 rows (ms)' },
  { key: 'assetListP95Ms', max: 50, what: 'asset list p95 at 100,000 assets (ms)' },
  { key: 'assetSearchP95Ms', max: 50, what: 'asset list search p95 at 100,000 assets (ms)' },
  { key: 'reportCountP95Ms', max: 100, what: 'report chart counts p95 at 100,000 assets (ms)' },
  { key: 'exportMemoryOverIdleMb', max: 150, what: 'backend memory above idle while streaming an export (MB)' },
  { key: 'assetListColdJsGzipBytesWithoutReact', max: 100 * KB, what: "asset list's cold JS without React" },
  { key: 'loadServerErrors', max: 0, what: '5xx answers under load' },
  { key: 'loadLostWrites', max: 0, what: 'writes lost under load' },
  { key: 'mountCyclesHeapGrowthBytes', max: 2 * KB * KB, what: 'heap growth after mount cycles' },
  {
    key: 'importMemoryHighWaterBytes',
    max: 150 * KB * KB,
    what: 'backend memory over idle during a 100,000-row import',
  },
];

/** Figures that must reach a floor. */
const floors: Array<{ key: keyof BenchResults; min: number; what: string }> = [
  { key: 'importRowsPerSecond', min: 5000, what: 'rows imported per second (100,000-row CSV)' },
];

function readResults(): BenchResults | undefined {
  if (!fs.existsSync(resultsFile)) return undefined;
  return JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as BenchResults;
}

const results = readResults();

if (!results) {
  console.warn('Performance budgets skipped: bench-results.json is missing. Run `npm run bench` to measure.');
  describe.skip('performance budgets: bench-results.json is missing, run `npm run bench` to measure', () => {
    it('has no figures to check', () => undefined);
  });
} else {
  describe(`performance budgets (bench-results.json of ${results.measuredAt ?? 'an unknown time'})`, () => {
    const present = budgets.filter(({ key }) => typeof results[key] === 'number');
    const missing = budgets.filter(({ key }) => typeof results[key] !== 'number');

    it.each(present.map((budget) => [budget.key, budget] as const))('%s is within its budget', (_key, budget) => {
      const value = results[budget.key] as number;
      expect({ figure: budget.what, value, withinBudget: value <= budget.max }).toEqual({
        figure: budget.what,
        value,
        withinBudget: true,
      });
    });

    if (missing.length > 0) {
      it.skip.each(missing.map((budget) => [budget.key] as const))('%s is not in the file (not measured)', () => {
        // Nothing to check.
      });
    }

    it.each(floors.filter(({ key }) => typeof results[key] === 'number').map((floor) => [floor.key, floor] as const))(
      '%s reaches its floor',
      (_key, floor) => {
        const value = results[floor.key] as number;
        expect({ figure: floor.what, value, reachesFloor: value >= floor.min }).toEqual({
          figure: floor.what,
          value,
          reachesFloor: true,
        });
      },
    );

    it('bundles React DOM once', () => {
      expect((results.checks?.reactDomClientChunks ?? []).length).toBeLessThanOrEqual(1);
    });

    it('keeps ckeditor5, chart.js and cytoscape out of the list and out of every initial chunk', () => {
      expect(results.checks?.heavyInColdLoad ?? []).toEqual([]);
      expect(results.checks?.heavyInEntries ?? []).toEqual([]);
    });

    (results.checks?.withoutCompileHint ? it : it.skip)(
      "compiles a page's first-render chunks while they download, and not the editor's or the map's",
      () => {
        expect(results.checks?.withoutCompileHint).toEqual([]);
        expect(results.checks?.lazyWithCompileHint).toEqual([]);
      },
    );

    (results.entryInitialChunks ? it : it.skip)('checked the initial chunks of every route', () => {
      const routes = (results.entryInitialChunks ?? []).filter((entry) => entry.kind === 'route');
      expect(routes.length).toBeGreaterThan(0);
      for (const route of routes) expect(route.files.length).toBeGreaterThan(0);
    });
  });
}
