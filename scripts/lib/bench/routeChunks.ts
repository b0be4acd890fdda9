import type { Browser, Page, Response } from '@playwright/test';
import type { PluginManifestJson } from '../../../src/federation/pluginManifest';

/** One route application or slot parcel of the manifest with the scripts loaded before it can mount. */
export interface EntryChunks {
  kind: 'route' | 'slot';
  name: string;
  /** File names (in dist/plugin) of the scripts fetched until its module was loaded and bootstrapped. */
  files: string[];
}

const manifestPath = '/plugin/plugin-manifest.json';
const readyTimeoutMs = 20_000;

/** The host's dashboard, once the host has read the plugin's manifest (it loads none of the plugin's code there). */
async function openHostHome(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.locator('#host-menu a[href^="/service-desk"]').first().waitFor({ timeout: readyTimeoutMs });
}

async function readManifest(baseUrl: string): Promise<PluginManifestJson> {
  const response = await fetch(`${baseUrl}${manifestPath}`);
  if (!response.ok) throw new Error(`${manifestPath} answered ${response.status}.`);
  return (await response.json()) as PluginManifestJson;
}

/**
 * The initial chunks of one route or slot: in a fresh browser context, on the host's dashboard,
 * the page loads remoteEntry.js and the entry's module as a host does when the route or slot is
 * about to mount, and bootstraps it (an area whose lifecycles are deferred loads its code then);
 * every plugin script fetched meanwhile is recorded, remoteEntry.js included. Lazy chunks (screens
 * behind React.lazy, editors, charts) are not fetched before the mount, so they are not in the list.
 */
async function entryChunks(
  browser: Browser,
  baseUrl: string,
  remote: PluginManifestJson['remote'],
  entry: { kind: EntryChunks['kind']; name: string; module: string },
): Promise<EntryChunks> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const files: string[] = [];
    const collect = (response: Response) => {
      if (response.request().resourceType() !== 'script') return;
      const url = new URL(response.url());
      if (url.pathname.startsWith('/plugin/')) files.push(url.pathname.split('/').pop() ?? url.pathname);
    };
    page.on('response', collect);
    await openHostHome(page, baseUrl);
    await page.evaluate(
      async ({ entryUrl, global, module }) => {
        await new Promise<void>((resolve, reject) => {
          const script = document.createElement('script');
          script.src = entryUrl;
          script.onload = () => resolve();
          script.onerror = () => reject(new Error(`${entryUrl} did not load.`));
          document.head.append(script);
        });
        type Lifecycle = (props: object) => Promise<unknown>;
        const container = (window as unknown as Record<string, unknown>)[global] as {
          init(shareScope: object): Promise<void> | void;
          get(module: string): Promise<() => { bootstrap?: Lifecycle | Lifecycle[] }>;
        };
        await container.init({});
        const lifecycles = (await container.get(module))();
        for (const step of [lifecycles.bootstrap ?? []].flat()) await step({ name: 'bench' });
      },
      { entryUrl: new URL(remote.entry, `${baseUrl}${manifestPath}`).href, global: remote.name, module: entry.module },
    );
    // Responses are reported asynchronously; let the last ones arrive.
    await page.waitForTimeout(100);
    page.off('response', collect);
    return { kind: entry.kind, name: entry.name, files: [...new Set(files)] };
  } finally {
    await context.close();
  }
}

/** Every route and slot of the JSON manifest with the chunks loaded before it can mount. */
export async function manifestEntryChunks(browser: Browser, baseUrl: string): Promise<EntryChunks[]> {
  const { remote, routes, slots } = await readManifest(baseUrl);
  const entries = [
    ...routes.map(({ name, module }) => ({ kind: 'route' as const, name, module })),
    ...slots.map(({ id, module }) => ({ kind: 'slot' as const, name: id, module })),
  ];
  const result: EntryChunks[] = [];
  for (const entry of entries) result.push(await entryChunks(browser, baseUrl, remote, entry));
  return result;
}
