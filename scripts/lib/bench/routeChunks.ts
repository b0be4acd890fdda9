import type { Browser, Page, Response } from '@playwright/test';

/** One route application or slot parcel of the manifest with the scripts its loader fetched. */
export interface EntryChunks {
  kind: 'route' | 'slot';
  name: string;
  /** File names (in dist/plugin) of the scripts fetched until the loader resolved. */
  files: string[];
}

const remoteGlobal = 'serviceDesk';
const readyTimeoutMs = 20_000;

/** What a manifest entry looks like from the page; only names are needed outside. */
interface ManifestNames {
  routes: string[];
  slots: string[];
}

/** The host's dashboard, once the host has loaded the remote and initialised its share scope. */
async function openHostHome(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.waitForFunction(
    (global) => typeof (window as unknown as Record<string, unknown>)[global] === 'object',
    remoteGlobal,
    { timeout: readyTimeoutMs },
  );
  // The menu shows the plugin's entries once the manifest is loaded.
  await page.locator('#host-menu a[href^="/service-desk"]').first().waitFor({ timeout: readyTimeoutMs });
}

async function manifestNames(browser: Browser, baseUrl: string): Promise<ManifestNames> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await openHostHome(page, baseUrl);
    return await page.evaluate(async (global) => {
      const container = (window as unknown as Record<string, { get: (m: string) => Promise<() => unknown> }>)[global];
      const loaded = (await container.get('./plugin'))() as { default?: unknown };
      const manifest = (loaded.default ?? loaded) as { routes: Array<{ name: string }>; slots: Array<{ id: string }> };
      return { routes: manifest.routes.map((r) => r.name), slots: manifest.slots.map((s) => s.id) };
    }, remoteGlobal);
  } finally {
    await context.close();
  }
}

/**
 * The initial chunks of one route or slot: in a fresh browser context the host page loads the
 * remote (no plugin application is active on '/'), then the entry's own loader runs in the page;
 * every plugin script fetched until it resolves is recorded (remoteEntry.js and the manifest's
 * chunk included). Lazy chunks (screens behind
 * React.lazy, editors, charts) are not fetched by the loader, so they are not in the list.
 */
async function entryChunks(browser: Browser, baseUrl: string, kind: 'route' | 'slot', name: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const files: string[] = [];
    const collect = (response: Response) => {
      if (response.request().resourceType() !== 'script') return;
      const url = new URL(response.url());
      if (url.pathname.startsWith('/plugin/')) files.push(url.pathname.split('/').pop() ?? url.pathname);
    };
    // From the start: remoteEntry.js and the manifest's chunk count as well.
    page.on('response', collect);
    await openHostHome(page, baseUrl);
    await page.evaluate(
      async ({ global, kind: entryKind, name: entryName }) => {
        const container = (window as unknown as Record<string, { get: (m: string) => Promise<() => unknown> }>)[global];
        const loaded = (await container.get('./plugin'))() as { default?: unknown };
        const manifest = (loaded.default ?? loaded) as {
          routes: Array<{ name: string; load: () => Promise<unknown> }>;
          slots: Array<{ id: string; load: () => Promise<unknown> }>;
        };
        const entry =
          entryKind === 'route'
            ? manifest.routes.find((route) => route.name === entryName)
            : manifest.slots.find((slot) => slot.id === entryName);
        await entry?.load();
      },
      { global: remoteGlobal, kind, name },
    );
    // Responses are reported asynchronously; let the last ones arrive.
    await page.waitForTimeout(100);
    page.off('response', collect);
    return { kind, name, files: [...new Set(files)] };
  } finally {
    await context.close();
  }
}

/** Every route and slot of the manifest with the chunks its loader fetches before anything renders. */
export async function manifestEntryChunks(browser: Browser, baseUrl: string): Promise<EntryChunks[]> {
  const names = await manifestNames(browser, baseUrl);
  const result: EntryChunks[] = [];
  for (const name of names.routes) result.push(await entryChunks(browser, baseUrl, 'route', name));
  for (const name of names.slots) result.push(await entryChunks(browser, baseUrl, 'slot', name));
  return result;
}
