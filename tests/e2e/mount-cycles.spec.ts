import { expect, test, type CDPSession, type Page } from '@playwright/test';

/**
 * Each route application is mounted and unmounted 50 times through the host's router: nothing
 * is logged as an error or warning, no timer or request of the plugin outlives an unmount, and
 * after a forced garbage collection the JS heap has grown by at most 2 MB.
 */

const CYCLES = Number(process.env.MOUNT_CYCLES ?? 50);
const HEAP_BUDGET_BYTES = 2 * 1024 * 1024;
const HASH = 'd'.repeat(64);

interface Probe {
  /** Timers created and neither fired nor cleared, with the delay they were given. */
  liveTimers(): Array<{ kind: string; delay: number; stack: string }>;
  /** fetch and XMLHttpRequest calls not yet settled. */
  requestsInFlight(): number;
}

/** Counts live timers and requests from the first script on, before the host or the plugin runs. */
function instrument() {
  const live = new Map<number, { kind: string; delay: number; stack: string }>();
  const { setTimeout, clearTimeout, setInterval, clearInterval, fetch } = window;
  let inFlight = 0;
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    const id: number = setTimeout(
      (...callArgs: unknown[]) => {
        live.delete(id);
        if (typeof handler === 'function') (handler as (...a: unknown[]) => void)(...callArgs);
      },
      delay,
      ...args,
    );
    live.set(id, {
      kind: 'timeout',
      delay: Number(delay ?? 0),
      stack: String(new Error().stack).split('\n').slice(2, 6).join(' | '),
    });
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) live.delete(id);
    clearTimeout(id);
  }) as typeof window.clearTimeout;
  window.setInterval = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    const id: number = setInterval(handler, delay, ...args);
    live.set(id, {
      kind: 'interval',
      delay: Number(delay ?? 0),
      stack: String(new Error().stack).split('\n').slice(2, 6).join(' | '),
    });
    return id;
  }) as typeof window.setInterval;
  window.clearInterval = ((id?: number) => {
    if (id !== undefined) live.delete(id);
    clearInterval(id);
  }) as typeof window.clearInterval;
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
  const probe: Probe = {
    // The plugin's own timers: those whose creation passed through a script of the remote.
    liveTimers: () => [...live.values()].filter((timer) => timer.stack.includes('/plugin/')),
    requestsInFlight: () => inFlight,
  };
  Object.assign(window, { sdProbe: probe });
}

interface Application {
  name: string;
  path: string;
  /** Present once the screen has loaded its data. */
  loaded: string;
}

/** One entry per route application: later areas add theirs here. */
const APPLICATIONS: Application[] = [
  { name: 'problems', path: '/service-desk/problem/list', loaded: '#sd-content .sd-root table tbody tr' },
  { name: 'changes', path: '/service-desk/changes/list', loaded: '#sd-content .sd-root table tbody tr' },
  { name: 'change approval', path: `/change-approval/${HASH}`, loaded: '#sd-content .sd-root textarea' },
];

/** Goes to `url` through the host's router (single-spa reroutes on pushState). */
async function go(page: Page, url: string) {
  await page.evaluate((target) => window.history.pushState(null, '', target), url);
}

async function cycle(page: Page, application: Application) {
  await go(page, application.path);
  // Only booleans cross over: a returned element handle would keep the unmounted tree alive.
  await page.waitForFunction((selector) => document.querySelector(selector) !== null, application.loaded);
  await go(page, '/tickets');
  await page.waitForFunction(() => document.querySelector('#sd-content .sd-root') === null);
  await expect(page.getByRole('heading', { name: 'Tickets' })).toBeVisible();
}

async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  return usedSize;
}

async function nothingAlive(page: Page) {
  // A timer or request the plugin left behind would still be there a second after the unmount.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sdProbe: Probe }).sdProbe.requestsInFlight()), {
      timeout: 1000,
    })
    .toBe(0);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sdProbe: Probe }).sdProbe.liveTimers()), {
      timeout: 1000,
    })
    .toEqual([]);
}

for (const application of APPLICATIONS) {
  test(`${application.name}: ${CYCLES} mounts and unmounts leave no warning, timer, request or heap behind`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
    });
    page.on('pageerror', (error) => logged.push(error.message));
    await page.addInitScript(instrument);
    // The public page needs a change behind its link; any hash does with this answer.
    await page.route(
      (url) => url.pathname === `/service-desk/api/change-conversation/${HASH}`,
      (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ data: { change: { subject: 'Replace core switch', description: '<p>Swap</p>' } } }),
        }),
    );
    await page.goto('/tickets');
    await expect(page.getByRole('heading', { name: 'Tickets' })).toBeVisible();
    const cdp = await page.context().newCDPSession(page);

    // Warm up: the remote's chunks load and stay cached, as they would for a user.
    for (let round = 0; round < 3; round += 1) await cycle(page, application);
    await nothingAlive(page);
    const before = await heapAfterGc(cdp);

    for (let round = 0; round < CYCLES; round += 1) await cycle(page, application);
    await nothingAlive(page);
    const growth = (await heapAfterGc(cdp)) - before;

    console.log(`${application.name}: JS heap growth after ${CYCLES} mount cycles: ${growth} bytes`);
    test.info().annotations.push({ type: 'mountCyclesHeapGrowthBytes', description: String(growth) });
    expect(growth).toBeLessThanOrEqual(HEAP_BUDGET_BYTES);
    expect(logged).toEqual([]);
  });
}
