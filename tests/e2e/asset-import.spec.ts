import { expect, test } from '@playwright/test';
import { IMPORTER_PATH, mixedCsv, mixedCsvReasons, tableRows, uploadForMapping } from './support/assetImport';

/**
 * The asset importer through the host-shim against the real backend: a CSV of good, bad and
 * duplicate rows imported and reported on the tracking page, the same file dry-run without
 * writing, and a file over the limit refused before any upload.
 */

const marker = () => `E2E${Date.now().toString(36).toUpperCase()}`;

async function assetsWithIdentifier(page: import('@playwright/test').Page, prefix: string): Promise<number> {
  const response = await page.request.get(`/service-desk/api/asset-list?search-query=${prefix}&page=1&limit=50`);
  return (await response.json()).data.data.total as number;
}

test('a CSV of good, bad and duplicate rows: the tracking page reports exactly those counts and reasons', async ({
  page,
}) => {
  const id = marker();
  await uploadForMapping(page, mixedCsv(id));
  await page.getByRole('combobox', { name: /Date-time format/ }).selectOption('Y-m-d H:i');
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('The import has started.')).toBeVisible();
  // The importer starts again 2 seconds later; the link to the progress stays.
  await expect(page.getByRole('combobox', { name: /Asset type/ })).toHaveValue('');
  await page.getByRole('link', { name: "Follow the import's progress" }).click();

  await expect(page).toHaveURL(/\/service-desk\/import-tracking\/\d+$/);
  const summary = page.getByRole('table', { name: 'Import summary' });
  await expect(summary.getByRole('cell', { name: 'Completed', exact: true })).toBeVisible();
  expect((await tableRows(page, 'Import summary'))[0]).toEqual([
    'assets.csv',
    'asset',
    'Completed',
    expect.any(String),
    '2',
    '0',
    '5',
    '0',
  ]);
  await expect(page.getByRole('table', { name: 'Failed and warning rows of the import' })).toBeVisible();
  expect(await tableRows(page, 'Failed and warning rows of the import')).toEqual(mixedCsvReasons(id));
  expect(await assetsWithIdentifier(page, id)).toBe(2);
});

test('the dry run shows the same errors and counts, and writes nothing', async ({ page }) => {
  const id = marker();
  await uploadForMapping(page, mixedCsv(id));
  await page.getByRole('combobox', { name: /Date-time format/ }).selectOption('Y-m-d H:i');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name: 'Preview: nothing has been written yet' })).toBeVisible();
  expect(await tableRows(page, 'Problems found in the file')).toEqual(mixedCsvReasons(id));
  const counts = page.getByLabel('Preview counts');
  await expect(counts).toContainText('Would be created2');
  await expect(counts).toContainText('Would fail5');
  expect(await assetsWithIdentifier(page, id)).toBe(0);

  await page.getByRole('button', { name: 'Discard' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByText('The import was discarded.')).toBeVisible();
  expect(await assetsWithIdentifier(page, id)).toBe(0);
});

test('a file of 25,000,000 bytes is refused before it is uploaded', async ({ page }) => {
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/service-desk/asset-upload-csv')) uploads.push(request.url());
  });
  await page.goto(IMPORTER_PATH);
  await page.getByLabel(/Import file/).setInputFiles({
    name: 'huge.csv',
    mimeType: 'text/csv',
    buffer: Buffer.alloc(25_000_000, 'a'),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'The file is too large: the maximum upload size is 25,000,000 bytes.',
  );
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Choose a file to import.')).toBeVisible();
  expect(uploads).toEqual([]);
});
