import { expect, type Page } from '@playwright/test';

export const IMPORTER_PATH = '/service-desk/asset-importer/settings';

/** A CSV of good, bad and duplicate rows; its identifiers start with `marker`. */
export function mixedCsv(marker: string): string {
  return [
    'Name,Identifier,Asset type,Used by,Assigned on',
    `Good one,${marker}-1,Laptop,,2024-03-01 09:30`,
    `Good two,${marker}-2,,,`,
    `Unknown type,${marker}-3,Spaceship,,`,
    `Unknown user,${marker}-4,,nobody@nowhere.example,`,
    `Bad date,${marker}-5,,,31/12/2024`,
    `Copy,${marker}-1,,,`,
    `,${marker}-6,,,`,
  ].join('\n');
}

/** What the tracking page and the dry run report for mixedCsv: row, the field's label, reason. */
export function mixedCsvReasons(marker: string): string[][] {
  return [
    ['4', 'Asset type', 'Unknown asset type "Spaceship".'],
    ['5', 'Used by', 'Unknown user "nobody@nowhere.example".'],
    ['6', 'Assigned on', '"31/12/2024" is not a date in the format Y-m-d H:i.'],
    ['7', 'Identifier', `Duplicate identifier "${marker}-1": row 2 has it already.`],
    ['8', 'Name', 'The Name field is required.'],
  ];
}

/** Opens the importer, chooses the Laptop type and uploads `content` as `name`; waits for the mapping. */
export async function uploadForMapping(page: Page, content: string | Buffer, name = 'assets.csv'): Promise<void> {
  await page.goto(IMPORTER_PATH);
  const type = page.getByRole('combobox', { name: /Asset type/ });
  await expect(type.getByRole('option', { name: 'Laptop' })).toBeAttached();
  await type.selectOption({ label: 'Laptop' });
  await page.getByLabel(/Import file/).setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('table', { name: 'System attributes and file columns' })).toBeVisible();
}

/** The body rows of a table as their cells' texts. */
export function tableRows(page: Page, name: string): Promise<string[][]> {
  return page
    .getByRole('table', { name })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')));
}

/** Answers the tracking calls of import 1 with a completed import and one failed row. */
export async function serveImportTracking(page: Page): Promise<void> {
  const tracking = {
    name: 'assets.csv',
    type: 'asset',
    status: 'completed',
    status_text: 'Completed',
    ended_at: '2024-03-01 10:00:00',
    total_rows: 3,
    processed_rows: 3,
    totalCreated: 2,
    totalUpdated: 0,
    totalFailed: 1,
    totalWarning: 0,
  };
  const issues = {
    data: [{ row: 3, field: 'name', comment: 'The Name field is required.', kind: 'failed' }],
    total: 1,
  };
  const answers: Record<string, unknown> = {
    '/service-desk/import-tracking-details/1': { data: tracking },
    '/service-desk/import-tracking-failed/1': issues,
  };
  await page.route(
    (url) => url.pathname in answers,
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(answers[new URL(route.request().url()).pathname]),
      }),
  );
}

/** Uploads a one-row CSV through the API (signed in as the page's session) and answers its import id. */
export async function uploadedImportId(page: Page, csrfToken: string): Promise<number> {
  const response = await page.request.post('/service-desk/asset-upload-csv', {
    headers: { 'X-CSRF-TOKEN': csrfToken, Accept: 'application/json' },
    multipart: {
      import_file: { name: 'sample.csv', mimeType: 'text/csv', buffer: Buffer.from('Name,Identifier\nA,SAMPLE-1\n') },
    },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data.import_id as number;
}
