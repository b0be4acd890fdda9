import type { CDPSession, Page } from '@playwright/test';
import { serveImportTracking } from './assetImport';
import { serveBarcodeTemplate } from './barcodeTemplate';

/**
 * The browser side of the mount-cycle check, shared by the mount-cycles browser test and the
 * `npm run bench` step that reports `mountCyclesHeapGrowthBytes`: each route application and each
 * slot page is entered and left through the host's router; timers and requests are counted from
 * the first script on.
 */

export const MOUNT_CYCLES = 50;
export const HEAP_BUDGET_BYTES = 2 * 1024 * 1024;
export const APPROVAL_HASH = 'd'.repeat(64);
const WARM_UP_CYCLES = 3;
const EDITOR_WARM_UP_CYCLES = 15;

export interface Probe {
  /** Timers created and neither fired nor cleared, with the delay they were given. */
  liveTimers(): Array<{ kind: string; delay: number; stack: string }>;
  /** fetch and XMLHttpRequest calls not yet settled. */
  requestsInFlight(): number;
  /** The plugin's ResizeObservers still watching an element. */
  liveResizeObservers(): number;
}

/** Counts live timers and requests from the first script on, before the host or the plugin runs. */
export function instrument() {
  const live = new Map<number, { kind: string; delay: number; stack: string }>();
  const { setTimeout, clearTimeout, setInterval, clearInterval, fetch } = window;
  let inFlight = 0;
  // Called from the wrappers below: the stack from its third line on starts at the timer's creator.
  const timer = (kind: string, delay?: number) => ({
    kind,
    delay: Number(delay ?? 0),
    stack: String(new Error().stack).split('\n').slice(3, 7).join(' | '),
  });
  const forgetting = (clear: (id?: number) => void) => (id?: number) => {
    if (id !== undefined) live.delete(id);
    clear(id);
  };
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    const id: number = setTimeout(
      (...callArgs: unknown[]) => {
        live.delete(id);
        if (typeof handler === 'function') (handler as (...a: unknown[]) => void)(...callArgs);
      },
      delay,
      ...args,
    );
    live.set(id, timer('timeout', delay));
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = forgetting(clearTimeout) as typeof window.clearTimeout;
  window.setInterval = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    const id: number = setInterval(handler, delay, ...args);
    live.set(id, timer('interval', delay));
    return id;
  }) as typeof window.setInterval;
  window.clearInterval = forgetting(clearInterval) as typeof window.clearInterval;
  window.fetch = (...args: Parameters<typeof fetch>) => {
    inFlight += 1;
    return fetch(...args).finally(() => {
      inFlight -= 1;
    });
  };
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, ...args: Parameters<typeof send>) {
    inFlight += 1;
    this.addEventListener('loadend', () => (inFlight -= 1), { once: true });
    return send.apply(this, args);
  };
  const watching = new Set<ResizeObserver>();
  window.ResizeObserver = class extends window.ResizeObserver {
    private readonly targets = new Set<Element>();
    // The plugin's own: created through a script of the remote.
    private readonly ofPlugin = String(new Error().stack).includes('/plugin/');

    observe(target: Element, options?: ResizeObserverOptions) {
      this.targets.add(target);
      if (this.ofPlugin) watching.add(this);
      super.observe(target, options);
    }

    unobserve(target: Element) {
      this.targets.delete(target);
      if (this.targets.size === 0) watching.delete(this);
      super.unobserve(target);
    }

    disconnect() {
      this.targets.clear();
      watching.delete(this);
      super.disconnect();
    }
  };
  const probe: Probe = {
    // The plugin's own timers: those whose creation passed through a script of the remote.
    liveTimers: () => [...live.values()].filter((timer) => timer.stack.includes('/plugin/')),
    requestsInFlight: () => inFlight,
    liveResizeObservers: () => watching.size,
  };
  Object.assign(window, { sdProbe: probe });
}

/** Records what the page logs as an error or warning and what it throws, from here on. */
export function watchLogged(page: Page): string[] {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
  });
  page.on('pageerror', (error) => logged.push(error.message));
  return logged;
}

export interface MountTarget {
  name: string;
  path: string;
  /** Each present once everything on the page has loaded its data. */
  loaded: string[];
  /** Answers calls whose real answer would log a failed request (a 404 that means "none yet"). */
  serve?: (page: Page) => Promise<void>;
  /**
   * Cycles before the heap is measured (3 by default). CKEditor fills its caches over its first
   * dozen editors and then stays flat (50 and 100 cycles grow alike), so screens holding one warm up longer.
   */
  warmUpCycles?: number;
}

/** `selector` inside the plugin's root in the host's content area. */
const inContent = (selector: string) => `#sd-content .sd-root ${selector}`;
const ROWS = inContent('table tbody tr');

/** A screen loaded once its table shows a row. */
const tableScreen = (name: string, path: string): MountTarget => ({ name, path, loaded: [ROWS] });

/** A screen holding a CKEditor, loaded once `editor` shows: it warms up longer. */
const editorScreen = (name: string, path: string, editor = '.ck-editor__editable'): MountTarget => ({
  name,
  path,
  loaded: [inContent(editor)],
  warmUpCycles: EDITOR_WARM_UP_CYCLES,
});

/** One entry per route application and per host page holding slots: later areas add theirs here. */
export const MOUNT_TARGETS: MountTarget[] = [
  tableScreen('problems', '/service-desk/problem/list'),
  tableScreen('changes', '/service-desk/changes/list'),
  tableScreen('asset admin', '/service-desk/asset-type'),
  tableScreen('asset list', '/service-desk/assets/list'),
  {
    name: 'asset page',
    path: '/service-desk/assets/1/show',
    loaded: [inContent('[role="tabpanel"]'), inContent('#sd-asset-associate-menu')],
  },
  editorScreen('asset create form', '/service-desk/assets/create'),
  editorScreen('asset edit form', '/service-desk/assets/1/edit'),
  {
    name: 'barcode settings',
    path: '/service-desk/barcode/settings',
    loaded: [inContent('form input[type="number"]')],
    serve: serveBarcodeTemplate,
  },
  editorScreen('announcement', '/service-desk/announcement/settings', 'form .ck-editor__editable'),
  { name: 'change approval', path: `/change-approval/${APPROVAL_HASH}`, loaded: [inContent('textarea')] },
  {
    name: 'slots: ticket problem row, action bar and associates',
    path: '/thread/12',
    loaded: [
      '[data-slot="ticket-problem-row"] .sd-root .sd-ticket-problem-row a, [data-slot="ticket-problem-row"] .sd-root .sd-ticket-problem-row .text-secondary',
      '[data-slot="ticket-action-bar"] .sd-root [role="toolbar"] button',
      '[data-slot="ticket-associates"] .sd-root table tbody tr',
    ],
  },
  {
    name: 'slots: user permissions button and associates',
    path: '/user/4',
    loaded: [
      '[data-slot="user-permissions-button"] .sd-root button',
      '[data-slot="ticket-associates"] .sd-root table tbody tr',
    ],
  },
  {
    name: 'slots: agent permission box',
    path: '/agents/5/permissions',
    loaded: ['[data-slot="agent-permissions-box"] .sd-root input[type="checkbox"]'],
  },
  {
    name: 'slots: asset picker',
    path: '/settings',
    loaded: ['[data-slot="asset-picker-field"] .sd-root [role="combobox"]'],
  },
  tableScreen('CAB list', '/service-desk/cab'),
  { name: 'CAB edit form', path: '/service-desk/cab/1/edit', loaded: [inContent('[role="group"] input[type="text"]')] },
  { name: 'CAB view', path: '/service-desk/cab/1/show', loaded: [inContent('.sd-activity-log')] },
  tableScreen('release list', '/service-desk/releases'),
  {
    name: 'release page',
    path: '/service-desk/releases/1/show',
    loaded: [inContent('[role="tabpanel"]'), inContent('#sd-release-more-menu')],
  },
  { name: 'form group list', path: '/service-desk/form-group/change', loaded: [inContent('table')] },
  { name: 'form group form', path: '/service-desk/form-group/create/change', loaded: [inContent('form select')] },
  tableScreen('report list', '/service-desk/reports/assets'),
  { name: 'report page', path: '/service-desk/reports/assets/1', loaded: [inContent('.sd-report-chart canvas'), ROWS] },
  tableScreen('contract list', '/service-desk/contracts/list'),
  {
    name: 'contract page',
    path: '/service-desk/contracts/1/show',
    loaded: [inContent('[role="tabpanel"]'), inContent('[role="group"] button')],
  },
  editorScreen('contract edit form', '/service-desk/contracts/1/edit'),
  {
    name: 'contract approval',
    path: `/service-desk/contract-approval/${APPROVAL_HASH}/1`,
    loaded: [inContent('textarea')],
    serve: serveApprovalContract,
  },
  {
    name: 'asset importer',
    path: '/service-desk/asset-importer/settings',
    loaded: [inContent('form select option[value]:not([value=""])')],
  },
  {
    name: 'import progress',
    path: '/service-desk/import-tracking/1',
    loaded: [inContent('table[aria-label="Failed and warning rows of the import"] tbody tr')],
    serve: serveImportTracking,
  },
  tableScreen('procurement modes', '/service-desk/procurement'),
  tableScreen('vendors', '/service-desk/vendor'),
  { name: 'vendor page', path: '/service-desk/vendor/1/show', loaded: [inContent('[role="tabpanel"] table tbody tr')] },
  tableScreen('products', '/service-desk/products'),
  {
    name: 'product page',
    path: '/service-desk/products/1/show',
    loaded: [inContent('[role="tabpanel"] table tbody tr')],
  },
  tableScreen('workflow list', '/service-desk/workflow'),
  { name: 'listener form', path: '/service-desk/listener/create?page_type=change', loaded: [inContent('form select')] },
];

/** Answers GET `pathname` with `data`, for a page whose link needs a record behind it. */
async function serveData(page: Page, pathname: string, data: object) {
  await page.route(
    (url) => url.pathname === pathname,
    (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data }) }),
  );
}

/** The public contract approval page needs a contract behind its link; any hash does with this answer. */
async function serveApprovalContract(page: Page) {
  await serveData(page, `/service-desk/api/contract-details/${APPROVAL_HASH}/1`, {
    contract: { name: 'Printer lease', cost: '100' },
  });
}

/** The public approval page needs a change behind its link; any hash does with this answer. */
export async function serveApprovalChange(page: Page) {
  await serveData(page, `/service-desk/api/change-conversation/${APPROVAL_HASH}`, {
    change: { subject: 'Replace core switch', description: '<p>Swap</p>' },
  });
}

/** Goes to `url` through the host's router (single-spa reroutes on pushState). */
async function go(page: Page, url: string) {
  await page.evaluate((target) => window.history.pushState(null, '', target), url);
}

/** Mounts the target, waits for its data, then leaves for the host's ticket list. */
export async function mountCycle(page: Page, target: MountTarget) {
  await go(page, target.path);
  // Only booleans cross over: a returned element handle would keep the unmounted tree alive.
  await page.waitForFunction(
    (selectors) => selectors.every((selector) => document.querySelector(selector) !== null),
    target.loaded,
  );
  await go(page, '/tickets');
  await page.waitForFunction(
    () =>
      document.querySelector('.sd-root') === null &&
      [...document.querySelectorAll('h1')].some((heading) => heading.textContent?.trim() === 'Tickets'),
  );
}

export async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  return usedSize;
}

export function probeRequests(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { sdProbe: Probe }).sdProbe.requestsInFlight());
}

export function probeTimers(page: Page): Promise<ReturnType<Probe['liveTimers']>> {
  return page.evaluate(() => (window as unknown as { sdProbe: Probe }).sdProbe.liveTimers());
}

export function probeResizeObservers(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { sdProbe: Probe }).sdProbe.liveResizeObservers());
}

/**
 * Polls until no request, plugin timer or plugin ResizeObserver is alive (for up to `timeoutMs`);
 * tells what is left.
 */
export async function aliveAfterUnmount(page: Page, timeoutMs = 1000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const requests = await probeRequests(page);
    const timers = await probeTimers(page);
    const resizeObservers = await probeResizeObservers(page);
    const nothingLeft = requests === 0 && timers.length === 0 && resizeObservers === 0;
    if (nothingLeft || Date.now() >= deadline) return { requests, timers, resizeObservers };
    await page.waitForTimeout(50);
  }
}

export interface CycleResult {
  heapGrowthBytes: number;
  requestsAlive: number;
  timersAlive: number;
  /** The plugin timers still alive: kind, delay and where they were created. */
  timers: string[];
}

/**
 * Opens a host page with the probe, warms the target up (3 cycles unless it says otherwise), then
 * measures the heap growth over `cycles` more. The page must belong to a host whose base URL is set.
 */
/** How many times measureTarget mounts `target`: its warm-up, then `cycles`. */
export function mountsOf(target: MountTarget, cycles = MOUNT_CYCLES): number {
  return (target.warmUpCycles ?? WARM_UP_CYCLES) + cycles;
}

export async function measureTarget(page: Page, target: MountTarget, cycles = MOUNT_CYCLES): Promise<CycleResult> {
  // Scripts run through tsx keep function names with an `__name` helper the page does not have.
  await page.addInitScript('window.__name = window.__name || ((target) => target);');
  await page.addInitScript(instrument);
  await serveApprovalChange(page);
  await target.serve?.(page);
  await page.goto('/tickets');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('h1')].some((heading) => heading.textContent?.trim() === 'Tickets'),
  );
  const cdp = await page.context().newCDPSession(page);
  // Warm up: the remote's chunks load and stay cached, as they would for a user.
  for (let round = 0; round < (target.warmUpCycles ?? WARM_UP_CYCLES); round += 1) await mountCycle(page, target);
  await aliveAfterUnmount(page);
  const before = await heapAfterGc(cdp);
  for (let round = 0; round < cycles; round += 1) await mountCycle(page, target);
  const alive = await aliveAfterUnmount(page);
  const heapGrowthBytes = (await heapAfterGc(cdp)) - before;
  await cdp.detach();
  return {
    heapGrowthBytes,
    requestsAlive: alive.requests,
    timersAlive: alive.timers.length,
    timers: alive.timers.map((timer) => `${timer.kind} ${timer.delay} ms at ${timer.stack}`),
  };
}
