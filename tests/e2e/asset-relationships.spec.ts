import { expect, test, type Page } from '@playwright/test';
import { aliveAfterUnmount, HEAP_BUDGET_BYTES, heapAfterGc, instrument, watchLogged } from './support/mountCycles';
import { openTab } from './support/recordPage';
import { ASSERTION_MS, stepsLimit } from './support/timeLimits';

/**
 * An asset's relationships on its page, through the host-shim: the seeded rack lists the servers
 * it contains, a relationship is refused without a relation, then added and deleted again, in the
 * list and on the map; the map's impact view and keyboard use; what a change touches.
 */

const api = '/service-desk/api';

async function assetIdOf(page: Page, search: string): Promise<number> {
  const response = await page.request.get(`${api}/dependency/assets?search-query=${encodeURIComponent(search)}`);
  return ((await response.json()).data.data as Array<{ id: number }>)[0].id;
}

test('the rack lists its servers, and a relationship is added and deleted', async ({ page }) => {
  // The page, its list, the add, activity log and delete steps there, then the map with its add and
  // delete dialogs, and the list again.
  test.setTimeout(stepsLimit(9));
  await page.goto('/');
  const rackId = await assetIdOf(page, 'RCK-002');
  await page.goto(`/service-desk/assets/${rackId}/show`);
  await expect(page.getByRole('heading', { level: 1, name: /RCK-002/ })).toBeVisible();
  await expect(page).toHaveTitle('Asset · Help Desk');
  await page.getByRole('tab', { name: 'Relationships' }).click();
  const table = page.getByRole('table', { name: 'Relationships' });
  await expect(table.getByRole('row').filter({ hasText: 'Contains' }).first()).toBeVisible();
  const server = table.getByRole('link', { name: /SRV-004/ });
  await expect(server).toHaveAttribute('target', '_blank');
  await expect(server).toHaveAttribute('href', /\/service-desk\/assets\/\d+\/show$/);

  await page.getByRole('button', { name: 'Add relationship' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add relationship' });
  await dialog.getByRole('combobox', { name: 'Assets' }).fill('MON-002');
  await page.getByRole('option', { name: /MON-002/ }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('atleast one relation is required to create relationship');

  await dialog.getByRole('combobox', { name: 'Inverse relation' }).click();
  await page.getByRole('option', { name: 'Is backed up by' }).click();
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('combobox', { name: 'Forward relation' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Relationship created successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = table.getByRole('row').filter({ hasText: /MON-002/ });
  await expect(row).toContainText('Is backed up by');

  await page.getByRole('tab', { name: 'Activity log' }).click();
  await expect(page.getByText(/added the relationship Is backed up by with .*MON-002/)).toBeVisible();
  await page.getByRole('tab', { name: 'Relationships' }).click();

  await row.getByRole('button', { name: /Delete the relationship with/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Relationship removed successfully.')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: /MON-002/ })).toHaveCount(0);

  // The map and its graph library come in a chunk of their own, asked only when the map is chosen.
  const mapChunk = page.waitForResponse((response) => /\/plugin\/[^/]+\.js$/.test(new URL(response.url()).pathname));
  await page.getByRole('button', { name: 'Map' }).click();
  await mapChunk;
  const map = page.getByRole('img', { name: /^Map of \d+ assets and \d+ relationships$/ });
  await expect(map.locator('canvas').first()).toBeVisible();

  // On the map: the rack's own dialog adds a relationship, the new asset's dialog deletes it.
  const assetsOnMap = page.getByRole('listbox', { name: 'Assets on the map' });
  await assetsOnMap.getByRole('option', { name: /RCK-002/ }).click();
  await page
    .getByRole('dialog', { name: /RCK-002/ })
    .getByRole('button', { name: 'Add relationship' })
    .click();
  await dialog.getByRole('combobox', { name: 'Assets' }).fill('MON-001');
  await page.getByRole('option', { name: /MON-001/ }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('combobox', { name: 'Forward relation' }).click();
  await page.getByRole('option', { name: 'Contains' }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Relationship created successfully.')).toBeVisible();
  const monitor = assetsOnMap.getByRole('option', { name: /MON-001/ });
  await monitor.click();
  await page
    .getByRole('dialog', { name: /MON-001/ })
    .getByRole('button', { name: 'Delete "Contains"' })
    .click();
  await page.getByRole('dialog', { name: 'Delete relationship' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Relationship removed successfully.')).toBeVisible();
  await expect(monitor).toHaveCount(0);

  await page.getByRole('button', { name: 'List' }).click();
  await expect(table).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: /MON-001/ })).toHaveCount(0);
});

test('the map shows what depends on the rack with its open records, and is used from the keyboard', async ({
  page,
}) => {
  // The page, its relationships, the map, the impact and an asset's dialog from the keyboard.
  test.setTimeout(stepsLimit(5));
  await page.goto('/');
  const rackId = await assetIdOf(page, 'RCK-001');
  await page.goto(`/service-desk/assets/${rackId}/show`);
  await openTab(page, 'Relationships');
  await page.getByRole('button', { name: 'Map' }).click();
  const assetsOnMap = page.getByRole('listbox', { name: 'Assets on the map' });
  await expect(assetsOnMap).toBeVisible();

  const impactAnswer = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith(`/asset-impact/${rackId}`),
  );
  await page.getByRole('button', { name: 'Show impact' }).click();
  expect((await impactAnswer).status()).toBe(200);
  const impact = page.getByRole('table', { name: /What depends on it/ });
  await expect(impact.getByRole('row').filter({ hasText: /RCK-001/ })).toContainText('Rack');
  const servers = impact.getByRole('row').filter({ hasText: /SRV-00[123]/ });
  await expect(servers).toHaveCount(3);
  await expect(servers.first().getByRole('cell').nth(1)).toHaveText('1');
  await expect(servers.first().getByRole('link')).toHaveAttribute('href', /\/service-desk\/assets\/\d+\/show$/);

  await page.getByRole('button', { name: 'Show impact' }).focus();
  await page.keyboard.press('Tab');
  await expect(assetsOnMap).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const chosen = (await assetsOnMap.getByRole('option', { selected: true }).innerText()).split('\n')[0];
  await page.keyboard.press('Enter');
  const nodeDialog = page.getByRole('dialog', { name: chosen.trim() });
  await expect(nodeDialog.getByRole('button', { name: 'View asset' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nodeDialog).toBeHidden();
  await expect(assetsOnMap).toBeFocused();
});

test('a change’s assets tab shows what the change touches', async ({ page }) => {
  await page.goto('/');
  // The oldest changes (the order is sent inverted): the first whose assets something depends on.
  const changes = await page.request.get(`${api}/change-list?page=1&limit=20&sort-field=id&sort-order=desc`);
  let touched: { id: number; names: string[] } | undefined;
  for (const { id } of (await changes.json()).data.changes as Array<{ id: number }>) {
    const answer = await page.request.get(`${api}/change-impact/${id}`);
    const nodes = (await answer.json()).data.nodes as Array<{ name: string; depth: number }>;
    if (nodes.some((node) => node.depth > 0)) {
      touched = { id, names: nodes.map((node) => node.name) };
      break;
    }
  }
  expect(touched).toBeDefined();

  await page.goto(`/service-desk/changes/${touched!.id}/show`);
  await openTab(page, 'Associated assets');
  await page.getByRole('button', { name: 'What this change touches' }).click();
  const dialog = page.getByRole('dialog', { name: 'What this change touches' });
  const impact = dialog.getByRole('table', { name: /What depends on it/ });
  for (const name of touched!.names.slice(0, 5)) {
    await expect(impact.getByRole('link', { name, exact: true }).first()).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a map of 1,000 assets and 3,000 relationships is laid out in a worker, drawn and stays usable', async ({
  page,
}) => {
  // The page, its relationships, the map's list, its layout, its drawing and an asset's dialog.
  test.setTimeout(stepsLimit(6));
  await page.goto('/');
  const rackId = await assetIdOf(page, 'RCK-001');
  const count = 1000;
  const nodes = Array.from({ length: count }, (_, index) => ({
    id: index === 0 ? rackId : 100_000 + index,
    name: `Asset ${index}`,
    asset_type: 'Server',
  }));
  const edges = Array.from({ length: 3 * count }, (_, index) => ({
    parent_asset_id: nodes[index % count].id,
    child_asset_id: nodes[(index * 7 + 1 + Math.floor(index / count)) % count].id,
    cmdb_id: 1,
    relation_name: 'Depends on',
  })).filter((edge) => edge.parent_asset_id !== edge.child_asset_id);
  await page.route(
    (url) => url.pathname === `${api}/cmdb-asset/${rackId}`,
    (route) => route.fulfill({ json: { data: { nodes, edges, truncated: false } } }),
  );
  await page.goto(`/service-desk/assets/${rackId}/show`);
  await openTab(page, 'Relationships');
  const layoutWorker = page.waitForEvent('worker');
  await page.getByRole('button', { name: 'Map' }).click();
  // The layout runs in a worker, which ends once it has answered the positions.
  const worker = await layoutWorker;
  await new Promise((ended) => worker.once('close', ended));
  const assetsOnMap = page.getByRole('listbox', { name: 'Assets on the map' });
  // Counted in the page: asking the accessibility tree about 1,000 options is itself slow.
  await page.waitForFunction(
    (expected) => document.querySelectorAll('[role="listbox"] [role="option"]').length === expected,
    count,
    { timeout: ASSERTION_MS },
  );
  const map = page.getByRole('img', { name: `Map of ${count} assets and ${edges.length} relationships` });
  await expect(map).toBeVisible();
  // The map is added a few elements between frames, under a progress bar, until all of it is drawn.
  await expect(map).toHaveAttribute('aria-busy', 'false', { timeout: ASSERTION_MS });
  await expect(page.getByRole('progressbar', { name: 'Drawing the map…' })).toHaveCount(0);
  // The page still answers: the keyboard moves through the assets and opens one.
  await assetsOnMap.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: `Asset ${count - 1}` })).toBeVisible();
});

/** Cycles that load what stays loaded (code, caches) before the heap is measured, then cycles measured. */
const WARM_CYCLES = 3;
const MEASURED_CYCLES = 10;

test('the map with its impact leaves no warning, timer, request or heap behind when the page goes', async ({
  page,
}) => {
  // A step for each of the cycles (the page, its relationships, the map and its impact) and one for
  // the heap's measures.
  test.setTimeout(stepsLimit(WARM_CYCLES + MEASURED_CYCLES + 1));
  const logged = watchLogged(page);
  // Scripts run through tsx keep function names with an `__name` helper the page does not have.
  await page.addInitScript('window.__name = window.__name || ((target) => target);');
  await page.addInitScript(instrument);
  await page.goto('/tickets');
  const rackId = await assetIdOf(page, 'RCK-001');
  const go = (target: string) => page.evaluate((url) => window.history.pushState(null, '', url), target);
  const cycle = async () => {
    await go(`/service-desk/assets/${rackId}/show`);
    await openTab(page, 'Relationships');
    await page.getByRole('button', { name: 'Map' }).click();
    await page.getByRole('button', { name: 'Show impact' }).click();
    await expect(page.getByRole('table', { name: /What depends on it/ })).toBeVisible();
    await go('/tickets');
    await expect(page.locator('.sd-root')).toHaveCount(0);
  };
  const cdp = await page.context().newCDPSession(page);
  for (let round = 0; round < WARM_CYCLES; round += 1) await cycle();
  await aliveAfterUnmount(page);
  const before = await heapAfterGc(cdp);
  for (let round = 0; round < MEASURED_CYCLES; round += 1) await cycle();
  const alive = await aliveAfterUnmount(page);
  expect(alive.requests).toBe(0);
  expect(alive.timers).toEqual([]);
  expect((await heapAfterGc(cdp)) - before).toBeLessThanOrEqual(HEAP_BUDGET_BYTES);
  await cdp.detach();
  expect(logged).toEqual([]);
});
