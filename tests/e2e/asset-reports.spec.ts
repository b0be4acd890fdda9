import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { stepsLimit } from './support/timeLimits';

const api = '/service-desk/api';
const CHART_TYPES: Array<[string, RegExp]> = [
  ['Pie', /^Pie$/],
  ['Horizontal bar', /^Horizontal bar$/],
  ['Doughnut', /^Doughnut$/],
  ['Bar', /^Bar$/],
];

/** Does `action` and waits for the answer to an asset-list call whose parameters include `expected`. */
async function afterAssetCall(page: Page, expected: Record<string, string>, action: () => Promise<unknown>) {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === `${api}/asset-list` &&
      Object.entries(expected).every(([key, value]) => url.searchParams.get(key) === value)
    );
  });
  await action();
  return (await answered).json();
}

async function choose(page: Page, filter: string, option: string) {
  const box = page.getByRole('combobox', { name: filter });
  await box.click();
  await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Clicks `button` (an export opened in a new window) and returns the file downloaded: Chromium
 * gives the download to the page that opened the window.
 */
async function exportedFile(page: Page, button: string): Promise<{ name: string; path: string }> {
  const popup = page.waitForEvent('popup');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  await popup;
  const file = await download;
  return { name: file.suggestedFilename(), path: await file.path() };
}

/** The identifiers the asset list gives for the report's filters, read with the page's session. */
async function identifiersListed(page: Page, filters: Record<string, string>): Promise<string[]> {
  const identifiers: string[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const query = new URLSearchParams({ ...filters, limit: '100', page: String(pageNumber) });
    const body = await (await page.request.get(`${api}/asset-list?${query}`)).json();
    const rows = body.data.data.data as { identifier: string }[];
    identifiers.push(...rows.map((row) => row.identifier));
    if (identifiers.length >= body.data.data.total) return identifiers.sort();
  }
}

/** An export's rows: `header` first, then one row per asset, whose identifiers (third cell) are `identifiers`. */
function expectExported(rows: string[][], header: string[], identifiers: string[]) {
  expect(rows[0]).toEqual(header);
  expect(
    rows
      .slice(1)
      .map((cells) => cells[2])
      .sort(),
  ).toEqual(identifiers);
}

test('builds an asset report, saves it, reopens it with its filters and exports it as CSV and Excel', async ({
  page,
}) => {
  test.setTimeout(stepsLimit(10));
  const name = `Laptops ${Date.now().toString(36)}`;
  await page.goto('/service-desk/reports');
  await page.getByRole('link', { name: 'Asset', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Asset reports' })).toBeVisible();
  await page.getByRole('link', { name: 'Create asset report' }).click();
  await expect(page.getByRole('heading', { name: 'Create asset report' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Description' }).fill('Laptops in use');
  await choose(page, 'Asset types', 'Laptop');
  await choose(page, 'Statuses', 'In Use');
  const filtered = await afterAssetCall(page, { count: 'true' }, () =>
    page.getByRole('button', { name: 'Apply' }).click(),
  );
  expect(filtered.data.assets.length).toBeGreaterThan(0);
  await expect(page.getByRole('table', { name: 'Assets per Asset type' })).toContainText('Laptop');

  for (const [label] of CHART_TYPES) {
    await afterAssetCall(page, { count: 'true' }, () => page.getByRole('button', { name: label, exact: true }).click());
    await expect(page.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.sd-report-chart canvas')).toBeVisible();
  }

  await page.getByText('Columns', { exact: true }).click();
  const chooser = page.getByRole('group', { name: 'Columns of the asset table' });
  await chooser.getByRole('checkbox', { name: 'Used by' }).uncheck();
  await chooser.getByRole('checkbox', { name: 'Location' }).check();
  const assetTable = page.getByRole('table', { name: 'List of assets' });
  await expect(assetTable.getByRole('columnheader', { name: 'Location' })).toBeVisible();
  await expect(assetTable.getByRole('columnheader', { name: 'Used by' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Report created successfully.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/service-desk\/reports\/assets$/);

  await page.getByRole('searchbox').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('link', { name: `Edit: ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit asset report' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  const reportId = Number(page.url().split('/').pop());
  const saved = (await (await page.request.get(`${api}/reports/${reportId}`)).json()).data.report_filter;
  const filters: Record<string, string> = {};
  for (const field of saved.fields as { key: string; value: number[] }[]) {
    field.value.forEach((id, index) => (filters[`${field.key}[${index}]`] = String(id)));
  }
  expect(Object.keys(filters).sort()).toEqual(['asset_status_ids[0]', 'asset_type_ids[0]']);
  const filterPanel = page.getByRole('form', { name: 'Report filter' });
  await expect(filterPanel.getByText('Laptop', { exact: true })).toBeVisible();
  await expect(filterPanel.getByText('In Use', { exact: true })).toBeVisible();
  await expect(assetTable.getByRole('columnheader', { name: 'Location' })).toBeVisible();

  await page.getByRole('link', { name: 'Asset report', exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const expected = await identifiersListed(page, filters);
  expect(expected.length).toBeGreaterThan(0);
  const header = ['Asset id', 'Name', 'Identifier', 'Asset type', 'Status', 'Location'];

  const csv = await exportedFile(page, 'Export as csv');
  expect(csv.name).toBe(`${name}.csv`);
  const rows = parse(await readFile(csv.path), { bom: true }) as string[][];
  expectExported(rows, header, expected);
  for (const cells of rows.slice(1)) expect(cells.slice(3, 5)).toEqual(['Laptop', 'In Use']);

  const excel = await exportedFile(page, 'Export as excel');
  expect(excel.name).toBe(`${name}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(excel.path);
  const sheetRows: string[][] = [];
  workbook.worksheets[0].eachRow((sheetRow) => sheetRows.push((sheetRow.values as unknown[]).slice(1).map(String)));
  expectExported(sheetRows, header, expected);
});
