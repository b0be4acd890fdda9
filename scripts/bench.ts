/**
 * `npm run bench`: builds, then measures the remote's size, the plugin's JSON manifest and what
 * host pages without plugin content download of the plugin, the problem list's cold JavaScript,
 * its time to rows against a bare-DOM floor, the API calls made twice while the views load, and
 * which chunks each route and slot needs before it can render, and the relationship map's layout
 * time at 1,000 assets, its cold JavaScript and the longest frame gap while it opens. Prints each
 * figure with its budget (time to rows counts from the mount lifecycle; from the routing event, with the code's
 * download, it is reported beside it), writes bench-results.json, and exits non-zero when a budget or check fails.
 * The time ratios are medians of alternating runs of the plugin and the floor, each run's ratio
 * printed beside them. Each part has a time limit sized by its work (lib/bench/benchParts.ts) and
 * prints how long it took. BENCH_PORT sets the contract backend's port (a free one otherwise).
 */
import fs from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { ensureBuilt } from './lib/ensureBuilt';
import { ensureChromium } from './lib/ensureChromium';
import { chromiumArgs, chromiumPath } from './lib/chromium';
import { fromRoot } from './lib/repoRoot';
import { startBackend, stopAllBackends, type Backend } from './lib/bench/backendProcess';
import { BENCH_LIMIT_MS, benchParts } from './lib/bench/benchParts';
import { bytesBySource } from './lib/bench/bytesBySource';
import { describeBackend, measureBackend } from './lib/bench/backendBudgets';
import { analyzeChunks, isReactChunk, sourceMapDisagreements, type Library } from './lib/bench/chunkContents';
import { ASSET_LIST, measureColdLoad, type ColdLoad } from './lib/bench/coldLoad';
import { measureDuplicateCalls } from './lib/bench/duplicateCalls';
import { HOST_PAGES_WITHOUT_PLUGIN, measureHostPages } from './lib/bench/hostPages';
import { measureMountCycles } from './lib/bench/mountCycles';
import { manifestEntryChunks } from './lib/bench/routeChunks';
import { gzipBytes, median } from './lib/bench/gzip';
import { describeRatio, pairedRatio } from './lib/bench/pairedRatio';
import { floorTimeToRows, pluginTimeToRows } from './lib/bench/rowsTiming';
import {
  MAP_EDGES,
  MAP_NODES,
  MAP_OPENINGS,
  measureMapColdJs,
  measureMapInBrowser,
  measureMapLayout,
} from './lib/bench/relationshipMap';
import { describeImport, IMPORT_ROWS, measureImport } from './lib/bench/importThroughput';

/** Alternating runs of the plugin's and the floor's time to rows: enough for a median on a busy machine. */
const runs = 15;
const KB = 1024;
const budgets = {
  remoteEntryGzipBytes: 10 * KB,
  pluginManifestJsonGzipBytes: 2 * KB,
  hostPageJsBytes: 0,
  problemListColdJsGzipBytesWithoutReact: 85 * KB,
  assetListColdJsGzipBytesWithoutReact: 100 * KB,
  timeToRowsRatio: 1.5,
  duplicateApiCalls: 0,
  backendListP95Ms: 50,
  assetListP95Ms: 50,
  assetSearchP95Ms: 50,
  reportCountP95Ms: 100,
  exportMemoryOverIdleMb: 150,
  loadServerErrors: 0,
  loadLostWrites: 0,
  mountCyclesHeapGrowthBytes: 2 * 1024 * 1024,
  importMemoryHighWaterBytes: 150 * 1024 * 1024,
};
/** The import's throughput is a floor, not a ceiling. */
const minimumImportRowsPerSecond = 5000;
const heavyLibraries: Library[] = ['ckeditor5', 'chart.js', 'cytoscape'];
const pluginDir = fromRoot('dist/plugin');
const manifestJsonFile = 'plugin-manifest.json';
/** Libraries loaded on a user's action (the editor, the map): compiling them while they download would only cost. */
const lazyLibraries: Library[] = ['ckeditor5', 'cytoscape'];

let backend: Backend | undefined;
let browser: Browser | undefined;

async function cleanUp(): Promise<void> {
  await browser?.close().catch(() => undefined);
  await stopAllBackends().catch(() => undefined);
}

const failures: string[] = [];

function line(name: string, value: number | string, budget?: { max: number; unit?: string }): void {
  if (!budget) {
    console.log(`${name}: ${value}`);
    return;
  }
  const ok = Number(value) <= budget.max;
  if (!ok) failures.push(`${name} ${value} is over its budget of ${budget.max}`);
  console.log(`${name}: ${value} (budget <= ${budget.max}${budget.unit ?? ''}) ${ok ? 'ok' : 'OVER BUDGET'}`);
}

/**
 * The plugin's and the floor's time to rows in alternating runs, after a warm-up of each (the
 * server's first queries, the browser's first process), so both see the machine in the same state.
 */
async function alternatingRuns(activeBrowser: Browser, baseUrl: string) {
  await pluginTimeToRows(activeBrowser, baseUrl);
  await floorTimeToRows(activeBrowser, baseUrl);
  const plugin: Array<{ fromMount: number; fromRouting: number }> = [];
  const floor: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    plugin.push(await pluginTimeToRows(activeBrowser, baseUrl));
    floor.push(await floorTimeToRows(activeBrowser, baseUrl));
  }
  return { plugin, floor };
}

const parts = benchParts();

async function main(): Promise<void> {
  ensureChromium();
  await parts.run('build', () => ensureBuilt());

  const chunks = analyzeChunks(pluginDir);
  const remoteEntry = chunks.get('remoteEntry.js');
  if (!remoteEntry) throw new Error('dist/plugin/remoteEntry.js is missing after the build.');
  const manifestJsonPath = `${pluginDir}/${manifestJsonFile}`;
  if (!fs.existsSync(manifestJsonPath)) throw new Error(`dist/plugin/${manifestJsonFile} is missing after the build.`);
  const pluginManifestJsonGzipBytes = gzipBytes(fs.readFileSync(manifestJsonPath));
  const disagreements = [...chunks.values()].flatMap((chunk) => sourceMapDisagreements(pluginDir, chunk));

  backend = await startBackend();
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  const { baseUrl } = backend;
  const activeBrowser = browser;

  const { hostPages, cold, assetCold } = await parts.run('coldLoads', async () => ({
    hostPages: await measureHostPages(activeBrowser, baseUrl),
    cold: await measureColdLoad(activeBrowser, baseUrl),
    assetCold: await measureColdLoad(activeBrowser, baseUrl, ASSET_LIST),
  }));
  if (!cold.rowsShowSubjects)
    throw new Error('The list painted rows, but they do not show the problem subjects the API returned.');
  if (!assetCold.rowsShowSubjects)
    throw new Error('The asset list painted rows, but they do not show the asset names the API returned.');
  const pluginScriptsOf = (load: ColdLoad) =>
    load.scripts.filter((script) => new URL(script.url).pathname.startsWith('/plugin/'));
  const pluginScripts = pluginScriptsOf(cold);
  const hostScripts = cold.scripts.filter((script) => !pluginScripts.includes(script));
  const sum = (scripts: typeof cold.scripts) => scripts.reduce((total, script) => total + script.gzipBytes, 0);
  const withoutReactOf = (scripts: typeof cold.scripts) =>
    scripts.filter((script) => !isReactChunk(chunks.get(script.file)));
  const withoutReact = withoutReactOf(pluginScripts);
  const assetPluginScripts = pluginScriptsOf(assetCold);

  const rowRuns = await parts.run('rowsTiming', () => alternatingRuns(activeBrowser, baseUrl));
  const pluginTimes = rowRuns.plugin.map((run) => run.fromMount);
  const loadTimes = rowRuns.plugin.map((run) => run.fromRouting);
  const floorTimes = rowRuns.floor;
  const timeToRows = pairedRatio(pluginTimes, floorTimes);
  const loadToRows = pairedRatio(loadTimes, floorTimes);

  const chunkList = [...chunks.values()];
  const reactDomClientChunks = chunkList
    .filter((chunk) => chunk.libraries.includes('react-dom-client'))
    .map((c) => c.file);
  const reactDomIndexChunks = chunkList.filter((chunk) => chunk.libraries.includes('react-dom')).map((c) => c.file);
  const coldFiles = new Set([...pluginScripts, ...assetPluginScripts].map((script) => script.file));
  const heavy = Object.fromEntries(
    heavyLibraries.map((library) => [
      library,
      chunkList.filter((chunk) => chunk.libraries.includes(library)).map((c) => c.file),
    ]),
  ) as Record<string, string[]>;
  const heavyInColdLoad = Object.values(heavy)
    .flat()
    .filter((file) => coldFiles.has(file));

  const entries = await parts.run('entryChunks', () => manifestEntryChunks(activeBrowser, baseUrl));
  const heavyInEntries = entries.flatMap((entry) =>
    entry.files
      .filter((file) => heavyLibraries.some((library) => chunks.get(file)?.libraries.includes(library)))
      .map((file) => `${entry.kind} ${entry.name}: ${file} [${chunks.get(file)?.libraries.join(', ')}]`),
  );
  const firstRenderFiles = new Set([...coldFiles, ...entries.flatMap((entry) => entry.files)]);
  const withoutCompileHint = [...firstRenderFiles].filter(
    (file) => file !== 'remoteEntry.js' && !chunks.get(file)?.compileHinted,
  );
  const lazyWithCompileHint = chunkList
    .filter((chunk) => chunk.compileHinted && lazyLibraries.some((library) => chunk.libraries.includes(library)))
    .map((chunk) => chunk.file);
  const { dbFile } = backend;
  const views = await parts.run('duplicateCalls', () => measureDuplicateCalls(activeBrowser, baseUrl, dbFile));
  const mountCycles = await parts.run('mountCycles', () => measureMountCycles(activeBrowser, baseUrl));
  const { mapColdJs, mapInBrowser } = await parts.run('relationshipMap', async () => ({
    mapColdJs: await measureMapColdJs(activeBrowser, baseUrl, dbFile),
    mapInBrowser: await measureMapInBrowser(activeBrowser, baseUrl, dbFile),
  }));
  const cytoscapeOnAssetPage = mapColdJs.pageFiles.filter((file) => chunks.get(file)?.libraries.includes('cytoscape'));
  const duplicateApiCalls = views.filter((view) => view.counted).reduce((sum, view) => sum + view.duplicates, 0);

  const remoteEntrySources = bytesBySource(pluginDir, 'remoteEntry.js');
  const remoteEntryChars = [...(remoteEntrySources?.values() ?? [])].reduce((sum, bytes) => sum + bytes, 0);
  const runtimeChars = [...(remoteEntrySources ?? [])]
    .filter(([source]) => source.includes('node_modules/@module-federation/'))
    .reduce((sum, [, bytes]) => sum + bytes, 0);
  const remoteEntryRuntimeShare = remoteEntryChars ? Number((runtimeChars / remoteEntryChars).toFixed(2)) : null;
  await browser.close();
  browser = undefined;
  await backend.stop();
  backend = undefined;
  const backendFigures = await parts.run('backend', () => measureBackend());
  const importFigures = await parts.run('import', () => measureImport());
  const mapLayout = await parts.run('mapLayout', () => measureMapLayout());

  const timeToRowsMs = Math.round(median(pluginTimes));
  const floorTimeToRowsMs = Math.round(median(floorTimes));
  const loadToRowsMs = Math.round(median(loadTimes));
  const results = {
    remoteEntryGzipBytes: remoteEntry.gzipBytes,
    pluginManifestJsonGzipBytes,
    hostPageJsBytes: hostPages.hostPageJsBytes,
    problemListColdJsGzipBytes: sum(pluginScripts),
    problemListColdJsGzipBytesWithoutReact: sum(withoutReact),
    assetListColdJsGzipBytesWithoutReact: sum(withoutReactOf(assetPluginScripts)),
    hostShimColdJsGzipBytes: sum(hostScripts),
    problemListColdCssGzipBytes: sum(
      cold.stylesheets.filter((sheet) => new URL(sheet.url).pathname.startsWith('/plugin/')),
    ),
    timeToRowsMs,
    floorTimeToRowsMs,
    timeToRowsRatio: timeToRows.median,
    loadToRowsMs,
    loadToRowsRatio: loadToRows.median,
    duplicateApiCalls,
    backendListP95Ms: backendFigures.backendListP95Ms,
    assetListP95Ms: backendFigures.assetListP95Ms,
    assetSearchP95Ms: backendFigures.assetSearchP95Ms,
    reportCountP95Ms: backendFigures.reportCountP95Ms,
    exportRowsPerSecond: backendFigures.exportRowsPerSecond,
    exportMemoryOverIdleMb: backendFigures.exportMemoryOverIdleMb,
    loadServerErrors: backendFigures.loadServerErrors,
    loadLostWrites: backendFigures.loadLostWrites,
    importRowsPerSecond: importFigures.importRowsPerSecond,
    importMemoryHighWaterBytes: importFigures.importMemoryHighWaterBytes,
    mountCyclesHeapGrowthBytes: mountCycles.mountCyclesHeapGrowthBytes,
    cmdbMapLayoutMs: mapLayout.cmdbMapLayoutMs,
    cmdbMapColdJsGzipBytes: mapColdJs.cmdbMapColdJsGzipBytes,
    cmdbMapListShownMs: mapInBrowser.cmdbMapListShownMs,
    cmdbMapLongestFrameMs: mapInBrowser.cmdbMapLongestFrameMs,
  };
  /** The line of a result with a budget, `about` saying what was measured. */
  const budgeted = (key: keyof typeof budgets, about = '', unit = '') =>
    line(about ? `${key} (${about})` : key, results[key], { max: budgets[key], unit });

  console.log('');
  budgeted('remoteEntryGzipBytes', '', ' = 10 KB');
  if (remoteEntryRuntimeShare !== null) {
    console.log(
      `  ${Math.round(remoteEntryRuntimeShare * 100)}% of remoteEntry.js is Module Federation code (@module-federation/*); ` +
        "the runtime's core is the host's (experiments.externalRuntime).",
    );
  }
  budgeted('pluginManifestJsonGzipBytes', `dist/plugin/${manifestJsonFile}`, ' = 2 KB');
  budgeted('hostPageJsBytes', `the plugin's JavaScript downloaded by ${HOST_PAGES_WITHOUT_PLUGIN.join(' ')}`);
  for (const page of hostPages.pages.filter((hostPage) => hostPage.scripts.length > 0)) {
    console.log(`  ${page.path}: ${page.scripts.map((script) => `${script.file} (${script.bytes})`).join(' ')}`);
  }
  line('problemListColdJsGzipBytes', results.problemListColdJsGzipBytes);
  budgeted('problemListColdJsGzipBytesWithoutReact', '', ' = 85 KB');
  budgeted('assetListColdJsGzipBytesWithoutReact', '', ' = 100 KB');
  line('problemListColdCssGzipBytes (the plugin stylesheet, not JS)', results.problemListColdCssGzipBytes);
  line('hostShimColdJsGzipBytes (the demo host, not counted above)', results.hostShimColdJsGzipBytes);
  line(
    `timeToRowsMs (median of ${runs}, from the mount lifecycle)`,
    `${timeToRowsMs}  runs: ${pluginTimes.map(Math.round).join(' ')}`,
  );
  line(`floorTimeToRowsMs (median of ${runs})`, `${floorTimeToRowsMs}  runs: ${floorTimes.map(Math.round).join(' ')}`);
  budgeted('timeToRowsRatio', `median of ${runs} alternating runs, each run's ratio: ${describeRatio(timeToRows)}`);
  line(
    `loadToRowsMs (median of ${runs}, from the routing event: downloading and evaluating the code included)`,
    `${loadToRowsMs}  runs: ${loadTimes.map(Math.round).join(' ')}`,
  );
  line('loadToRowsRatio (reported, no budget; median of the runs)', describeRatio(loadToRows));
  budgeted('duplicateApiCalls', 'problem view + change view + ticket page');
  for (const view of views) {
    const repeated = Object.entries(view.calls).filter(([, count]) => count > 1);
    const state = view.counted
      ? `${Object.keys(view.calls).length} URLs, ${view.duplicates} duplicate requests`
      : `not counted: ${view.note}`;
    console.log(`  ${view.view} ${view.path}: ${state}`);
    for (const [url, count] of repeated) console.log(`    ${count}x ${url}`);
  }
  budgeted('backendListP95Ms', '100,000 problems and changes', ' ms');
  budgeted('assetListP95Ms', '100,000 assets, filters and searches', ' ms');
  budgeted('assetSearchP95Ms', '100,000 assets, searches of 2, 4 and 8 characters, with a filter and a sort', ' ms');
  budgeted('reportCountP95Ms', '100,000 assets, per dimension and filter', ' ms');
  line(
    'exportRowsPerSecond (100,000 assets, the slower of CSV and xlsx; reported, no budget)',
    results.exportRowsPerSecond,
  );
  budgeted('exportMemoryOverIdleMb', 'backend resident memory while streaming', ' MB');
  budgeted('loadServerErrors', '50 clients, 30 s');
  budgeted('loadLostWrites');
  for (const text of describeBackend(backendFigures)) console.log(`  ${text}`);
  const importFast = results.importRowsPerSecond >= minimumImportRowsPerSecond;
  if (!importFast)
    failures.push(`importRowsPerSecond ${results.importRowsPerSecond} is under ${minimumImportRowsPerSecond}`);
  console.log(
    `importRowsPerSecond (${IMPORT_ROWS.toLocaleString('en')} CSV rows, upload to completed): ${results.importRowsPerSecond} (budget >= ${minimumImportRowsPerSecond}) ${importFast ? 'ok' : 'UNDER BUDGET'}`,
  );
  budgeted('importMemoryHighWaterBytes', 'backend resident memory over idle', ' = 150 MB');
  console.log(`  ${describeImport(importFigures)}`);
  budgeted('mountCyclesHeapGrowthBytes', 'max over applications and slots, 50 cycles', ' = 2 MB');
  for (const target of mountCycles.targets) {
    console.log(
      `  ${target.name}: ${target.heapGrowthBytes} bytes, ${target.requestsAlive} requests and ${target.timersAlive} timers alive after unmount`,
    );
    for (const timer of target.timers) console.log(`    timer alive: ${timer}`);
  }
  line(
    `cmdbMapLayoutMs (${MAP_NODES} assets, ${MAP_EDGES} relationships, headless cytoscape, median of ${mapLayout.runs.length})`,
    `${mapLayout.cmdbMapLayoutMs}  runs: ${mapLayout.runs.join(' ')}`,
  );
  const openingRuns = (key: 'listShownMs' | 'longestFrameMs') =>
    `runs: ${mapInBrowser.openings.map((opening) => opening[key]).join(' ')}`;
  line(
    `cmdbMapListShownMs (choosing the map of ${MAP_NODES} assets in Chromium to its asset list, median of ${MAP_OPENINGS})`,
    `${results.cmdbMapListShownMs}  ${openingRuns('listShownMs')}`,
  );
  line(
    `cmdbMapLongestFrameMs (the longest the page went without a frame from choosing the map until it was drawn and idle, median of ${MAP_OPENINGS}; target 100 ms)`,
    results.cmdbMapLongestFrameMs,
  );
  console.log(
    `  ${openingRuns('longestFrameMs')} (load average ${mapInBrowser.openings.map((opening) => opening.loadAverage).join(' ')})`,
  );
  line(
    'cmdbMapColdJsGzipBytes (fetched when the asset page shows its map)',
    `${mapColdJs.cmdbMapColdJsGzipBytes}  ${mapColdJs.mapFiles.join(' ')}`,
  );
  if (cytoscapeOnAssetPage.length) failures.push(`cytoscape in the asset page's JS: ${cytoscapeOnAssetPage.join(' ')}`);
  console.log(
    `cytoscape in the asset page's JS before the map: ${cytoscapeOnAssetPage.length ? `${cytoscapeOnAssetPage.join(' ')} FAILED` : 'none ok'}`,
  );

  console.log('\nCold-load scripts and stylesheets of the problem list (gzip bytes):');
  for (const script of cold.scripts) {
    const chunk = chunks.get(script.file);
    const label = chunk && chunk.libraries.length ? `  [${chunk.libraries.join(', ')}]` : '';
    console.log(`  ${String(script.gzipBytes).padStart(7)}  ${new URL(script.url).pathname}${label}`);
  }
  for (const sheet of cold.stylesheets) {
    console.log(`  ${String(sheet.gzipBytes).padStart(7)}  ${new URL(sheet.url).pathname}  [stylesheet]`);
  }

  console.log('');
  const reactDomOk = reactDomClientChunks.length <= 1;
  if (!reactDomOk) failures.push(`React DOM is bundled ${reactDomClientChunks.length} times`);
  console.log(
    `chunks with React DOM's client code: ${reactDomClientChunks.length} (must be <= 1) ${reactDomOk ? 'ok' : 'FAILED'}  ${reactDomClientChunks.join(' ')}`,
  );
  console.log(`chunks with react-dom's index module: ${reactDomIndexChunks.length}  ${reactDomIndexChunks.join(' ')}`);
  for (const library of heavyLibraries) {
    console.log(`chunks with ${library}: ${heavy[library].length ? heavy[library].join(' ') : 'none'}`);
  }
  if (heavyInColdLoad.length)
    failures.push(`the problem or asset list's cold load includes heavy chunks: ${heavyInColdLoad.join(' ')}`);
  console.log(
    `heavy chunks in the problem and asset lists' cold loads: ${heavyInColdLoad.length ? `${heavyInColdLoad.join(' ')} FAILED` : 'none ok'}`,
  );
  console.log('\nInitial chunks of each route and slot (what its loader fetches before it can render):');
  for (const entry of entries) {
    const gzip = entry.files.reduce((sum, file) => sum + (chunks.get(file)?.gzipBytes ?? 0), 0);
    console.log(
      `  ${entry.kind} ${entry.name}: ${entry.files.length} files, ${gzip} bytes gzip  ${entry.files.join(' ')}`,
    );
  }
  if (heavyInEntries.length) failures.push(`heavy libraries in initial chunks: ${heavyInEntries.join('; ')}`);
  console.log(
    `heavy libraries (${heavyLibraries.join(', ')}) in any route's or slot's initial chunks: ${
      heavyInEntries.length ? `${heavyInEntries.join('; ')} FAILED` : 'none ok'
    }`,
  );
  if (withoutCompileHint.length)
    failures.push(`first-render chunks without the compile hint: ${withoutCompileHint.join(' ')}`);
  console.log(
    `first-render chunks (the lists' cold loads, every route's and slot's initial chunks) without the compile hint: ${
      withoutCompileHint.length ? `${withoutCompileHint.join(' ')} FAILED` : 'none ok'
    }`,
  );
  if (lazyWithCompileHint.length) failures.push(`lazy chunks with the compile hint: ${lazyWithCompileHint.join(' ')}`);
  console.log(
    `${lazyLibraries.join(' and ')} chunks with the compile hint: ${
      lazyWithCompileHint.length ? `${lazyWithCompileHint.join(' ')} FAILED` : 'none ok'
    }`,
  );
  for (const disagreement of disagreements) console.log(`warning: ${disagreement}`);

  const report = {
    ...results,
    budgets,
    measuredAt: new Date().toISOString(),
    runs: {
      timeToRowsMs: pluginTimes,
      loadToRowsMs: loadTimes,
      floorTimeToRowsMs: floorTimes,
      timeToRowsRatio: timeToRows,
      loadToRowsRatio: loadToRows,
    },
    parts: parts.timings,
    remoteEntryRuntimeShare,
    hostPages: hostPages.pages,
    duplicateApiCallsByView: views,
    mountCyclesByTarget: mountCycles.targets,
    relationshipMap: { layoutRuns: mapLayout.runs, openings: mapInBrowser.openings, ...mapColdJs },
    entryInitialChunks: entries,
    backend: { load: backendFigures.load, lists: backendFigures.lists },
    coldLoadScripts: cold.scripts,
    assetListColdLoadScripts: assetCold.scripts,
    chunks: chunkList,
    checks: {
      reactDomClientChunks,
      reactDomIndexChunks,
      heavyChunks: heavy,
      heavyInColdLoad,
      heavyInEntries,
      cytoscapeOnAssetPage,
      withoutCompileHint,
      lazyWithCompileHint,
    },
    failures,
  };
  fs.writeFileSync(fromRoot('bench-results.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `\nWrote bench-results.json. ${failures.length ? `FAILED: ${failures.join('; ')}` : 'All budgets and checks pass.'}`,
  );
}

// Each part has its own limit; this one holds only if something outside the parts hangs.
const watchdog = setTimeout(() => {
  console.error(`bench: gave up after ${BENCH_LIMIT_MS / 60_000} minutes, the sum of its parts' limits.`);
  void cleanUp().finally(() => process.exit(1));
}, BENCH_LIMIT_MS);

main()
  .catch((error: unknown) => {
    console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
    failures.push('error');
  })
  .finally(async () => {
    clearTimeout(watchdog);
    await cleanUp();
    process.exit(failures.length ? 1 : 0);
  });
