import type { Browser, Response } from '@playwright/test';
import { gzipBytes } from './gzip';
import { prepareTimedPage, problemListPath, waitForRows } from './rowsTiming';

const problemListApiPath = '/service-desk/api/problem-list';

export interface LoadedScript {
  url: string;
  file: string;
  gzipBytes: number;
}

export interface ColdLoad {
  scripts: LoadedScript[];
  /** The stylesheets fetched on the way (the plugin's main stylesheet ships as a CSS file). */
  stylesheets: LoadedScript[];
  /** Whether the painted rows show subjects from the list call the plugin made. */
  rowsShowSubjects: boolean;
}

/**
 * Opens the problem list in a fresh context and collects every script and stylesheet response
 * until the first problem row is painted.
 */
export async function measureColdLoad(browser: Browser, baseUrl: string): Promise<ColdLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const pending: Array<Promise<LoadedScript>> = [];
    const pendingStyles: Array<Promise<LoadedScript>> = [];
    let listResponse: Promise<unknown> | undefined;
    const collect = (response: Response) => {
      if (new URL(response.url()).pathname === problemListApiPath) listResponse ??= response.json().catch(() => null);
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const url = response.url();
      const file = new URL(url).pathname.split('/').pop() ?? url;
      const loaded = response.body().then((body) => ({ url, file, gzipBytes: gzipBytes(body) }));
      (type === 'script' ? pending : pendingStyles).push(loaded);
    };
    page.on('response', collect);
    await prepareTimedPage(page);
    await page.goto(`${baseUrl}${problemListPath}`);
    await waitForRows(page, "The plugin's problem list");
    page.off('response', collect);

    const apiBody = (await listResponse) as { data?: { problems?: Array<{ subject?: string }> } } | undefined;
    const subjects = (apiBody?.data?.problems ?? []).map((problem) => problem.subject ?? '').filter(Boolean);
    const rowsText = await page.locator('#sd-content tbody').innerText();
    return {
      scripts: await Promise.all(pending),
      stylesheets: await Promise.all(pendingStyles),
      rowsShowSubjects: subjects.length > 0 && subjects.some((subject) => rowsText.includes(subject.slice(0, 40))),
    };
  } finally {
    await context.close();
  }
}
