import type { Browser, Page } from '@playwright/test';

export const problemListPath = '/service-desk/problem/list';
export const problemListApi = '/service-desk/api/problem-list?page=1&limit=10&sort-field=id&sort-order=asc';
const rowsTimeoutMs = 20_000;
/** The User Timing mark the plugin sets when single-spa calls an application's mount. */
const mountMark = 'service-desk:mount';

/**
 * Runs in the page before its own scripts: marks `sd-start` when single-spa begins mounting an
 * application (pages without single-spa mark it themselves) and `sd-rows` in the animation frame
 * after the first data row (a row with a second cell, not a one-cell placeholder) reaches
 * #sd-content's table body.
 */
function recordRowTimings(): void {
  window.addEventListener('single-spa:before-mount-routing-event', (event) => {
    const detail = (event as CustomEvent<{ appsByNewStatus?: { MOUNTED?: string[] } }>).detail;
    const mounting = detail?.appsByNewStatus?.MOUNTED ?? [];
    if (mounting.length > 0 && performance.getEntriesByName('sd-start').length === 0) performance.mark('sd-start');
  });
  const observer = new MutationObserver(() => {
    if (!document.querySelector('#sd-content tbody tr td:nth-child(2)')) return;
    observer.disconnect();
    requestAnimationFrame(() => performance.mark('sd-rows'));
  });
  observer.observe(document, { childList: true, subtree: true });
}

export async function prepareTimedPage(page: Page): Promise<void> {
  await page.addInitScript(recordRowTimings);
}

/** Waits for the rows mark; fails with a clear message when the list shows no rows in time. */
export async function waitForRows(page: Page, what: string): Promise<void> {
  try {
    await page.waitForFunction(() => performance.getEntriesByName('sd-rows').length > 0, undefined, {
      timeout: rowsTimeoutMs,
    });
  } catch {
    const shown = (
      await page
        .locator('#sd-content')
        .innerText()
        .catch(() => '')
    )
      .slice(0, 300)
      .replace(/\s+/g, ' ');
    throw new Error(
      `${what}: no problem rows (#sd-content tbody tr with cells) within ${rowsTimeoutMs / 1000} s. ` +
        `The content area showed: "${shown}"`,
    );
  }
}

/** Where a plugin run starts counting: the routing event before loading, or the mount lifecycle. */
export interface PluginRowTimes {
  /** From single-spa's before-mount routing event: downloading and evaluating the code included. */
  fromRouting: number;
  /** From the plugin's own mark at the start of its mount lifecycle (code loaded and bootstrapped). */
  fromMount: number;
}

export async function readTimeToRows(page: Page): Promise<number> {
  return page.evaluate(() => {
    const start = performance.getEntriesByName('sd-start')[0];
    const rows = performance.getEntriesByName('sd-rows')[0];
    if (!start) throw new Error('No sd-start mark: single-spa never started mounting an application.');
    return rows.startTime - start.startTime;
  });
}

async function readPluginRowTimes(page: Page): Promise<PluginRowTimes> {
  const fromRouting = await readTimeToRows(page);
  const fromMount = await page.evaluate((mark) => {
    const mount = performance.getEntriesByName(mark)[0];
    if (!mount) throw new Error(`No ${mark} mark: the route application never started its mount lifecycle.`);
    return performance.getEntriesByName('sd-rows')[0].startTime - mount.startTime;
  }, mountMark);
  return { fromRouting, fromMount };
}

/** Time to the first problem row, in a fresh (cold) browser context, counted from both starts. */
export async function pluginTimeToRows(browser: Browser, baseUrl: string): Promise<PluginRowTimes> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await prepareTimedPage(page);
    await page.goto(`${baseUrl}${problemListPath}`);
    await waitForRows(page, "The plugin's problem list");
    return await readPluginRowTimes(page);
  } finally {
    await context.close();
  }
}

/** The floor: a bare page fetching the same list call with the same session and writing rows with plain DOM calls. */
const floorPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>floor</title></head>
<body><main id="sd-content"><table><tbody></tbody></table></main>
<script>
  performance.mark('sd-start');
  const text = (value) => value == null ? '' : typeof value === 'object' ? (value.name ?? value.email ?? '') : String(value);
  fetch(${JSON.stringify(problemListApi)}, { credentials: 'same-origin', headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } })
    .then((response) => response.json())
    .then((body) => {
      const tbody = document.querySelector('tbody');
      for (const problem of body.data.problems) {
        const row = document.createElement('tr');
        for (const value of [problem.identifier, problem.subject, problem.requester, problem.assignedTo ?? problem.assigned_to, problem.priority, problem.department, problem.status]) {
          const cell = document.createElement('td');
          cell.textContent = text(value);
          row.append(cell);
        }
        tbody.append(row);
      }
    });
</script></body></html>`;

export async function floorTimeToRows(browser: Browser, baseUrl: string): Promise<number> {
  const context = await browser.newContext();
  try {
    // The host page sets the session cookie; the context's request client shares the page's cookies.
    await context.request.get(`${baseUrl}/`, { headers: { Accept: 'text/html' } });
    const page = await context.newPage();
    await page.route(`${baseUrl}/bench-floor`, (route) => route.fulfill({ contentType: 'text/html', body: floorPage }));
    await prepareTimedPage(page);
    await page.goto(`${baseUrl}/bench-floor`);
    await waitForRows(page, 'The floor page');
    return await readTimeToRows(page);
  } finally {
    await context.close();
  }
}
