import { expect, test, type Page } from '@playwright/test';

/**
 * An asset's relationships on its page, through the host-shim: the seeded rack lists the servers
 * it contains, a relationship is refused without a relation, then added and deleted again.
 */

const api = '/service-desk/api';

async function assetIdOf(page: Page, search: string): Promise<number> {
  const response = await page.request.get(`${api}/dependency/assets?search-query=${encodeURIComponent(search)}`);
  return ((await response.json()).data.data as Array<{ id: number }>)[0].id;
}

test('the rack lists its servers, and a relationship is added and deleted', async ({ page }) => {
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
  await page.getByRole('button', { name: 'List' }).click();
  await expect(table).toBeVisible();
});
