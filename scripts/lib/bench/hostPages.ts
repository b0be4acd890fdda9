import type { Browser } from '@playwright/test';

/** Pages of the host that show nothing of the plugin: the dashboard, the ticket list, the mail outbox. */
export const HOST_PAGES_WITHOUT_PLUGIN = ['/', '/tickets', '/outbox'];
const readyTimeoutMs = 20_000;

export interface HostPageScripts {
  path: string;
  /** The plugin's scripts (`/plugin/…`) the page downloaded, with their sizes in bytes. */
  scripts: Array<{ file: string; bytes: number }>;
}

/**
 * Opens each host page without plugin content in a fresh browser context, waits until the host
 * has read the plugin's manifest (its menu shows the plugin's entries) and the network has gone
 * quiet, and lists the plugin's scripts the page downloaded; `hostPageJsBytes` is their sum.
 */
export async function measureHostPages(
  browser: Browser,
  baseUrl: string,
): Promise<{ hostPageJsBytes: number; pages: HostPageScripts[] }> {
  const pages: HostPageScripts[] = [];
  for (const path of HOST_PAGES_WITHOUT_PLUGIN) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const downloads: Array<Promise<{ file: string; bytes: number }>> = [];
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (!pathname.startsWith('/plugin/') || !pathname.endsWith('.js')) return;
        const file = pathname.split('/').pop() ?? pathname;
        downloads.push(response.body().then((body) => ({ file, bytes: body.length })));
      });
      await page.goto(`${baseUrl}${path}`);
      await page.locator('#host-menu a[href^="/service-desk"]').first().waitFor({ timeout: readyTimeoutMs });
      await page.waitForLoadState('networkidle', { timeout: readyTimeoutMs });
      pages.push({ path, scripts: await Promise.all(downloads) });
    } finally {
      await context.close();
    }
  }
  const hostPageJsBytes = pages.flatMap((page) => page.scripts).reduce((total, script) => total + script.bytes, 0);
  return { hostPageJsBytes, pages };
}
