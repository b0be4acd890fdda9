import { expect, type Page } from '@playwright/test';

/** Opens the tab `name` of a record's page and waits until it is the selected one. */
export async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/**
 * In the open attach-assets dialog: submitting nothing is refused, the first asset is attached;
 * the associated assets tab lists it, and detaching it removes it again.
 */
export async function attachFirstAssetThenDetach(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Attach assets' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please select assets.')).toBeVisible();
  const firstAsset = dialog.locator('tbody').getByRole('checkbox').first();
  const assetName = ((await firstAsset.getAttribute('aria-label')) ?? '').replace(/^Select /, '');
  await firstAsset.check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();

  await openTab(page, 'Associated assets');
  const assets = page.getByRole('table', { name: 'Associated assets' });
  await expect(assets.getByRole('cell', { name: assetName, exact: true })).toBeVisible();
  await assets.getByRole('button', { name: `Detach: ${assetName}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Detach' }).click();
  await expect(page.getByText('Asset detached successfully.')).toBeVisible();
  await expect(assets.getByRole('cell', { name: assetName, exact: true })).toHaveCount(0);
}
