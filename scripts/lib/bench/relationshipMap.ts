import os from 'node:os';
import Database from 'better-sqlite3';
import type { Browser, Response } from '@playwright/test';
import cytoscape, { type ElementDefinition } from 'cytoscape';
import fcose from 'cytoscape-fcose';
import { mapLayout } from '../../../src/features/assets/relationships/mapLayout';
import { gzipBytes, median } from './gzip';

cytoscape.use(fcose);

export const MAP_NODES = 1000;
export const MAP_EDGES = 3000;
const layoutRuns = 5;

/**
 * A connected network of `nodes` assets and `edges` relationships: a random tree, then random
 * extra links (no self-link, no pair twice), from a fixed seed so every run lays out the same map.
 */
export function syntheticNetwork(nodes: number, edges: number): ElementDefinition[] {
  let seed = 20_261_125;
  const random = (below: number) => {
    seed = (seed * 16_807) % 2_147_483_647;
    return seed % below;
  };
  const pairs = new Set<string>();
  const links: ElementDefinition[] = [];
  const link = (source: number, target: number) => {
    const key = source < target ? `${source}-${target}` : `${target}-${source}`;
    if (source === target || pairs.has(key)) return;
    pairs.add(key);
    links.push({ data: { id: `e${links.length}`, source: `n${source}`, target: `n${target}`, label: 'Depends on' } });
  };
  for (let node = 1; node < nodes; node++) link(node, random(node));
  while (links.length < edges) link(random(nodes), random(nodes));
  const assets = Array.from({ length: nodes }, (_, node) => ({ data: { id: `n${node}`, label: `Asset ${node}` } }));
  return [...assets, ...links];
}

/**
 * The map's layout of 1,000 assets and 3,000 relationships (the options the map uses for that
 * size), in headless cytoscape on this Node.js: the median of a few runs, each on a fresh graph.
 */
export function measureMapLayout(): { cmdbMapLayoutMs: number; runs: number[] } {
  const elements = syntheticNetwork(MAP_NODES, MAP_EDGES);
  const runs: number[] = [];
  for (let run = 0; run < layoutRuns; run++) {
    const cy = cytoscape({
      headless: true,
      styleEnabled: true,
      elements,
      style: [{ selector: 'node', style: { width: 18, height: 18 } }],
    });
    const started = performance.now();
    cy.layout(mapLayout(MAP_NODES, undefined)).run();
    runs.push(Math.round(performance.now() - started));
    cy.destroy();
  }
  return { cmdbMapLayoutMs: median(runs), runs };
}

function rackId(dbFile: string): number {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("SELECT id FROM assets WHERE name LIKE '%(RCK-001)%'").get() as { id: number } | undefined;
    if (!row) throw new Error('The seeded rack RCK-001 is missing.');
    return row.id;
  } finally {
    db.close();
  }
}

/** The synthetic network as `cmdb-asset/{id}` answers it, centred on `centreId`. */
function networkAnswer(centreId: number) {
  const elements = syntheticNetwork(MAP_NODES, MAP_EDGES);
  const assetId = (id: string) => (id === 'n0' ? centreId : 1_000_000 + Number(id.slice(1)));
  return {
    nodes: elements
      .filter((element) => element.data.source === undefined)
      .map((element) => ({ id: assetId(String(element.data.id)), name: element.data.label, asset_type: 'Server' })),
    edges: elements
      .filter((element) => element.data.source !== undefined)
      .map((element) => ({
        parent_asset_id: assetId(String(element.data.source)),
        child_asset_id: assetId(String(element.data.target)),
        cmdb_id: 1,
        relation_name: 'Depends on',
      })),
    truncated: false,
  };
}

/** How many times the map is opened; its figures are the medians. */
export const MAP_OPENINGS = 5;
/** The map counts as idle once no frame has come later than this... */
const CALM_FRAME_MS = 100;
/** ...for this long after it was drawn. */
const CALM_FOR_MS = 1000;

interface FrameProbe {
  /** When each frame came and how long after the one before it (ms, the page's clock). */
  frames: Array<{ at: number; gap: number }>;
  /** When the map showed all of its assets and relationships drawn. */
  drawnAt?: number;
}

/**
 * From the click that chooses the map on, records the gap between animation frames in the page:
 * how long its main thread went without drawing. It starts at the click itself, so finding the
 * button for the click (the test driver's work in the page) is not counted.
 */
function recordFrameGapsFrom(button: HTMLElement) {
  const probe: FrameProbe = { frames: [] };
  (window as unknown as { mapProbe: FrameProbe }).mapProbe = probe;
  const start = () => {
    let last = performance.now();
    const tick = (now: number) => {
      probe.frames.push({ at: now, gap: now - last });
      last = now;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  };
  button.addEventListener('click', start, { capture: true, once: true });
}

/** Whether the map is drawn (the first time it is seen so, noted in the probe). */
function mapDrawn(): boolean {
  const probe = (window as unknown as { mapProbe: FrameProbe }).mapProbe;
  const map = document.querySelector('.sd-relationship-map[aria-busy="false"] canvas');
  if (map && probe.drawnAt === undefined) probe.drawnAt = performance.now();
  return probe.drawnAt !== undefined;
}

/** Whether every frame since the map was drawn, for at least `calmForMs`, came within `calmFrameMs`. */
function calmSinceDrawn([calmFrameMs, calmForMs]: [number, number]): boolean {
  const { frames, drawnAt = Infinity } = (window as unknown as { mapProbe: FrameProbe }).mapProbe;
  let calmSince = drawnAt;
  for (const frame of frames) if (frame.gap > calmFrameMs) calmSince = Math.max(calmSince, frame.at);
  const lastFrame = frames.length ? frames[frames.length - 1].at : -Infinity;
  return lastFrame - calmSince >= calmForMs;
}

/** One opening of the map in a fresh browser context: to its list, and its longest frame gap until drawn and idle. */
async function openMapOnce(browser: Browser, baseUrl: string, rack: number, answer: unknown): Promise<MapOpening> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // Scripts run through tsx keep function names with an `__name` helper the page does not have.
    await page.addInitScript('window.__name = window.__name || ((target) => target);');
    await page.route(
      (url) => url.pathname === `/service-desk/api/cmdb-asset/${rack}`,
      (route) => route.fulfill({ json: { data: answer } }),
    );
    await page.goto(`${baseUrl}/service-desk/assets/${rack}/show`);
    await page.getByRole('tab', { name: 'Relationships' }).click({ timeout: 60_000 });
    const mapButton = page.getByRole('button', { name: 'Map', exact: true });
    await mapButton.evaluate(recordFrameGapsFrom, undefined, { timeout: 60_000 });
    const [loadAverage] = os.loadavg();
    const started = Date.now();
    await mapButton.click();
    await page.waitForFunction(
      (count) => document.querySelectorAll('[role="listbox"] [role="option"]').length === count,
      MAP_NODES,
      { timeout: 60_000 },
    );
    const listShownMs = Date.now() - started;
    await page.waitForFunction(mapDrawn, undefined, { timeout: 60_000 });
    await page.waitForFunction(calmSinceDrawn, [CALM_FRAME_MS, CALM_FOR_MS] as [number, number], {
      timeout: 60_000,
      polling: 250,
    });
    const frames = await page.evaluate(() => (window as unknown as { mapProbe: FrameProbe }).mapProbe.frames);
    return {
      listShownMs,
      longestFrameMs: Math.round(Math.max(...frames.map((frame) => frame.gap))),
      loadAverage: Number(loadAverage.toFixed(1)),
    };
  } finally {
    await context.close();
  }
}

interface MapOpening {
  listShownMs: number;
  longestFrameMs: number;
  /** The machine's one-minute load average as the map was chosen: the figures depend on it. */
  loadAverage: number;
}

export interface MapInBrowser {
  cmdbMapListShownMs: number;
  cmdbMapLongestFrameMs: number;
  /** Each opening's figures, in order. */
  openings: MapOpening[];
}

/**
 * The same network drawn by the map in Chromium (its answer served in place of the rack's), the
 * map's code not loaded yet, opened `MAP_OPENINGS` times: the medians of the time from choosing the
 * map to its asset list, and of the longest the page went without a frame from choosing the map
 * until it was drawn (every asset and relationship) and then idle (no frame later than 100 ms) for
 * a second.
 */
export async function measureMapInBrowser(browser: Browser, baseUrl: string, dbFile: string): Promise<MapInBrowser> {
  const rack = rackId(dbFile);
  const answer = networkAnswer(rack);
  const openings: MapOpening[] = [];
  for (let opening = 0; opening < MAP_OPENINGS; opening++)
    openings.push(await openMapOnce(browser, baseUrl, rack, answer));
  return {
    cmdbMapListShownMs: median(openings.map((opening) => opening.listShownMs)),
    cmdbMapLongestFrameMs: median(openings.map((opening) => opening.longestFrameMs)),
    openings,
  };
}

export interface MapColdJs {
  /** Scripts the asset page had fetched before the map was asked for. */
  pageFiles: string[];
  /** Scripts fetched when the map view is chosen, until its asset list shows. */
  mapFiles: string[];
  cmdbMapColdJsGzipBytes: number;
}

/** Opens a rack's asset page and its relationships, then its map: which scripts each needs. */
export async function measureMapColdJs(browser: Browser, baseUrl: string, dbFile: string): Promise<MapColdJs> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const pageFiles: string[] = [];
    const mapScripts: Array<Promise<{ file: string; gzip: number }>> = [];
    let mapAsked = false;
    page.on('response', (response: Response) => {
      if (response.request().resourceType() !== 'script') return;
      const file = new URL(response.url()).pathname.split('/').pop() ?? response.url();
      if (!mapAsked) pageFiles.push(file);
      else mapScripts.push(response.body().then((body) => ({ file, gzip: gzipBytes(body) })));
    });
    await page.goto(`${baseUrl}/service-desk/assets/${rackId(dbFile)}/show`);
    await page.getByRole('tab', { name: 'Relationships' }).click({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Map', exact: true }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    mapAsked = true;
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await page.getByRole('listbox', { name: 'Assets on the map' }).waitFor({ timeout: 60_000 });
    const loaded = await Promise.all(mapScripts);
    return {
      pageFiles,
      mapFiles: loaded.map((script) => script.file),
      cmdbMapColdJsGzipBytes: loaded.reduce((sum, script) => sum + script.gzip, 0),
    };
  } finally {
    await context.close();
  }
}
