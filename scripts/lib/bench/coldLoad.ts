import type { Browser, Response } from '@playwright/test';
import { gzipBytes } from './gzip';
import { prepareTimedPage, problemListPath, waitForRows } from './rowsTiming';

/** A list screen whose cold load is measured: its address, its list call and the names its rows show. */
export interface ColdList {
  name: string;
  path: string;
  apiPath: string;
  /** The texts of the rows in the list call's answer (subjects, names). */
  rowTexts(body: unknown): string[];
}

type Answer<T> = { data?: T } | null | undefined;

export const PROBLEM_LIST: ColdList = {
  name: 'problem list',
  path: problemListPath,
  apiPath: '/service-desk/api/problem-list',
  rowTexts: (body) =>
    ((body as Answer<{ problems?: Array<{ subject?: string }> }>)?.data?.problems ?? []).map(
      (problem) => problem.subject ?? '',
    ),
};

export const ASSET_LIST: ColdList = {
  name: 'asset list',
  path: '/service-desk/assets/list',
  apiPath: '/service-desk/api/asset-list',
  rowTexts: (body) =>
    ((body as Answer<{ data?: { data?: Array<{ name?: string }> } }>)?.data?.data?.data ?? []).map(
      (asset) => asset.name ?? '',
    ),
};

export interface LoadedScript {
  url: string;
  file: string;
  gzipBytes: number;
}

export interface ColdLoad {
  scripts: LoadedScript[];
  /** The stylesheets fetched on the way (the plugin's main stylesheet ships as a CSS file). */
  stylesheets: LoadedScript[];
  /** Whether the painted rows show texts (subjects, names) from the list call the plugin made. */
  rowsShowSubjects: boolean;
}

/**
 * Opens a list (the problem list by default) in a fresh context and collects every script and
 * stylesheet response until its first row is painted.
 */
export async function measureColdLoad(browser: Browser, baseUrl: string, list = PROBLEM_LIST): Promise<ColdLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const pending: Array<Promise<LoadedScript>> = [];
    const pendingStyles: Array<Promise<LoadedScript>> = [];
    let listResponse: Promise<unknown> | undefined;
    const collect = (response: Response) => {
      if (new URL(response.url()).pathname === list.apiPath) listResponse ??= response.json().catch(() => null);
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const url = response.url();
      const file = new URL(url).pathname.split('/').pop() ?? url;
      const loaded = response.body().then((body) => ({ url, file, gzipBytes: gzipBytes(body) }));
      (type === 'script' ? pending : pendingStyles).push(loaded);
    };
    page.on('response', collect);
    await prepareTimedPage(page);
    await page.goto(`${baseUrl}${list.path}`);
    await waitForRows(page, `The plugin's ${list.name}`);
    page.off('response', collect);

    const subjects = list.rowTexts(await listResponse).filter(Boolean);
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
