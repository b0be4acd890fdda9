import Database from 'better-sqlite3';
import type { Browser, Request } from '@playwright/test';

export interface ViewCalls {
  view: string;
  path: string;
  /** False when the page is not built yet (a placeholder or the host's 404): it is not counted. */
  counted: boolean;
  note?: string;
  /** Every API URL requested during the load, with how often. */
  calls: Record<string, number>;
  /** Requests beyond the first of each URL. */
  duplicates: number;
}

const settleTimeoutMs = 15_000;
/** After the network is idle: effects that fetch again after a first answer show up here. */
const settleMs = 750;

function firstId(dbFile: string, table: string): number | undefined {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare(`SELECT id FROM ${table} ORDER BY id LIMIT 1`).get() as { id: number } | undefined;
    return row?.id;
  } catch {
    return undefined;
  } finally {
    db.close();
  }
}

/** XHR and fetch requests, i.e. the API calls a screen makes (scripts and styles are not counted). */
function isApiCall(request: Request): boolean {
  return ['xhr', 'fetch'].includes(request.resourceType());
}

/** Loads one page in a fresh browser context and counts its API calls by URL. */
export async function loadView(browser: Browser, baseUrl: string, view: string, path: string): Promise<ViewCalls> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const calls: Record<string, number> = {};
    page.on('request', (request) => {
      if (!isApiCall(request)) return;
      const url = new URL(request.url());
      const key = `${request.method()} ${url.pathname}${url.search}`;
      calls[key] = (calls[key] ?? 0) + 1;
    });
    await page.goto(`${baseUrl}${path}`);
    await page.waitForLoadState('networkidle', { timeout: settleTimeoutMs }).catch(() => undefined);
    await page.waitForTimeout(settleMs);
    await page.waitForLoadState('networkidle', { timeout: settleTimeoutMs }).catch(() => undefined);

    const hostText = (
      await page
        .locator('#host-view')
        .innerText()
        .catch(() => '')
    ).trim();
    const pluginText = (
      await page
        .locator('#sd-content .host-plugin-outlet')
        .allInnerTexts()
        .catch(() => [])
    )
      .join(' ')
      .trim();
    const duplicates = Object.values(calls).reduce((sum, count) => sum + Math.max(0, count - 1), 0);
    if (hostText.startsWith('Page not found')) {
      return {
        view,
        path,
        counted: false,
        note: 'the host shows its 404 page: not built yet, skipped',
        calls,
        duplicates,
      };
    }
    if (Object.keys(calls).length === 0 && pluginText === '') {
      return {
        view,
        path,
        counted: false,
        note: 'the route renders its placeholder (no text, no API call): not built yet, skipped',
        calls,
        duplicates,
      };
    }
    return { view, path, counted: true, calls, duplicates };
  } finally {
    await context.close();
  }
}

/**
 * Loads the problem view, the change view and the ticket page (host page /thread/{id}) once each,
 * in fresh browser contexts, and counts the API URLs requested more than once per load.
 */
export async function measureDuplicateCalls(browser: Browser, baseUrl: string, dbFile: string): Promise<ViewCalls[]> {
  const views: Array<{ view: string; table: string; path: (id: number) => string }> = [
    { view: 'problem view', table: 'problems', path: (id) => `/service-desk/problem/${id}/show` },
    { view: 'change view', table: 'changes', path: (id) => `/service-desk/changes/${id}/show` },
    { view: 'ticket page', table: 'tickets', path: (id) => `/thread/${id}` },
  ];
  const results: ViewCalls[] = [];
  for (const { view, table, path } of views) {
    const id = firstId(dbFile, table);
    if (id === undefined) {
      results.push({
        view,
        path: '',
        counted: false,
        note: `no ${table} row in the seed, skipped`,
        calls: {},
        duplicates: 0,
      });
      continue;
    }
    results.push(await loadView(browser, baseUrl, view, path(id)));
  }
  return results;
}
