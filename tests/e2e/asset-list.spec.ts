import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/listPage';

const LIST_CALL = '/service-desk/api/asset-list';

const table = (page: Page) => page.getByRole('table', { name: 'List of assets' });
const namesShown = (page: Page) => table(page).locator('tbody tr td:nth-child(2)').allTextContents();

/** Waits for the list's answer to a call whose parameters include `expected`, after `action`. */
async function afterListCall(page: Page, expected: Record<string, string>, action: () => Promise<unknown>) {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === LIST_CALL &&
      Object.entries(expected).every(([key, value]) => url.searchParams.get(key) === value)
    );
  });
  await action();
  return (await (await answered).json()).data.data as {
    data: ListedAsset[];
    total: number;
  };
}

interface ListedAsset {
  id: number;
  name: string;
  identifier: string;
  asset_type: { name: string };
  location: { name: string } | null;
  organization: { name: string } | null;
  managed_by: { full_name: string } | null;
  used_by: { full_name: string } | null;
}

test('lists the estate by name, filters by type, and opens the labels of the selected assets', async ({
  page,
  context,
}) => {
  const first = await afterListCall(page, { 'sort-field': 'name', 'sort-order': 'desc', page: '1' }, () =>
    page.goto('/service-desk/assets/list'),
  );
  await expect(page.getByRole('heading', { name: 'List of assets' })).toBeVisible();
  expect(first.total).toBeGreaterThan(300);
  await expect.poll(() => namesShown(page)).toEqual(first.data.map((row) => row.name));
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Filter' }).click();
  const types = page.getByRole('combobox', { name: 'Asset types' });
  await types.click();
  await types.fill('Switch');
  await page.getByRole('option', { name: 'Switch', exact: true }).click();
  const switches = await afterListCall(page, { page: '1' }, () => page.getByRole('button', { name: 'Apply' }).click());
  expect(switches.total).toBeGreaterThan(5);
  await expect.poll(() => namesShown(page)).toEqual(switches.data.map((row) => row.name));
  for (const name of await namesShown(page)) expect(name).toMatch(/\(SW-\d{3}\)$/);

  await page.getByRole('button', { name: 'Generate label' }).click();
  await expect(page.locator('#sd-content').getByRole('alert')).toHaveText(
    'Select at least one asset to generate labels.',
  );

  const [one, two] = switches.data;
  await table(page)
    .getByRole('checkbox', { name: `Select ${one.name}` })
    .check();
  await table(page)
    .getByRole('checkbox', { name: `Select ${two.name}` })
    .check();
  // The label sheet is another screen's work: its answer here is a stand-in.
  await context.route('**/service-desk/generate-barcode**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Labels</title>' }),
  );
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Generate label' }).click();
  const sheet = await popup;
  await sheet.waitForLoadState();
  const url = new URL(sheet.url());
  expect(url.pathname).toBe('/service-desk/generate-barcode');
  expect([...url.searchParams]).toEqual([
    ['ids[0]', String(one.id)],
    ['ids[1]', String(two.id)],
  ]);
  await sheet.close();
});

test('sorts by identifier, links to the asset page and the create form', async ({ page }) => {
  await page.goto('/service-desk/assets/list');
  await expect(table(page).locator('tbody tr')).toHaveCount(10);
  const byIdentifier = await afterListCall(page, { 'sort-field': 'identifier', 'sort-order': 'desc' }, () =>
    table(page)
      .getByRole('button', { name: /Identifier/ })
      .click(),
  );
  await expect.poll(() => namesShown(page)).toEqual(byIdentifier.data.map((row) => row.name));
  expect(byIdentifier.data[0].identifier).toBe('AST-0001');
  await expect(page.getByRole('link', { name: 'Create asset' })).toHaveAttribute('href', '/service-desk/assets/create');
  const [asset] = byIdentifier.data;
  await table(page).getByRole('link', { name: asset.name, exact: true }).click();
  await expect(page).toHaveURL(`/service-desk/assets/${asset.id}/show`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(asset.name);
});

test('search finds the assets by the organization, place, person and type their row shows', async ({ page }) => {
  await afterListCall(page, { page: '1' }, () => page.goto('/service-desk/assets/list'));
  // An organization, a location, a user's first name and an asset type.
  for (const text of ['Contoso', 'London', 'Vera', 'Software License']) {
    const found = await afterListCall(page, { 'search-query': text, page: '1' }, () =>
      page.getByRole('searchbox', { name: 'Search' }).fill(text),
    );
    expect(found.total).toBeGreaterThan(0);
    await expect.poll(() => namesShown(page)).toEqual(found.data.map((row) => row.name));
    for (const row of found.data) {
      const shown = [row.asset_type.name, row.location?.name, row.organization?.name, row.managed_by?.full_name]
        .concat(row.used_by?.full_name)
        .join(' | ');
      expect(shown.toLowerCase()).toContain(text.toLowerCase());
    }
  }
});
