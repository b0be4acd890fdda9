import { expect, test, type Page } from '@playwright/test';
import { deleteListed, rowOf, unique } from './support/referenceList';
import { stepsLimit } from './support/timeLimits';

/**
 * Vendors, products, procurement modes, contract types and license types through the host-shim:
 * each is created, edited, viewed where it has a page, deleted, and the delete of one in use shows
 * the server's refusal.
 */

async function chooseMenuItem(page: Page, menu: string, item: string) {
  await page.getByRole('button', { name: menu, exact: true }).click();
  await page.locator('.dropdown-menu.show').getByText(item, { exact: true }).click();
}

const NAMED_TYPES = [
  { root: '/service-desk/procurement', noun: 'procurement mode', inUse: 'Purchase', by: 'products?' },
  { root: '/service-desk/contract-type', noun: 'contract type', inUse: 'Lease', by: 'contracts?' },
  { root: '/service-desk/license-type', noun: 'license type', inUse: 'Per seat', by: 'contracts?' },
];

for (const { root, noun, inUse, by } of NAMED_TYPES) {
  test(`a ${noun} is required, created on Enter, edited, deleted, and one in use is kept`, async ({ page }) => {
    const Noun = noun[0].toUpperCase() + noun.slice(1);
    const name = `${Noun} ${unique()}`;
    await page.goto(`${root}/create`);
    const form = page.getByRole('form', { name: `Create ${noun}` });
    await form.getByRole('textbox', { name: /Name/ }).press('Enter');
    await expect(form.getByText('This field is required.')).toBeVisible();
    await form.getByRole('textbox', { name: /Name/ }).fill(name);
    await form.getByRole('textbox', { name: /Name/ }).press('Enter');
    await expect(page.getByText(`${Noun} created successfully.`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${root}$`));

    await rowOf(page, name);
    await page.getByRole('link', { name: `Edit: ${name}` }).click();
    const edit = page.getByRole('form', { name: `Edit ${noun}` });
    await expect(edit.getByRole('textbox', { name: /Name/ })).toHaveValue(name);
    await edit.getByRole('textbox', { name: /Name/ }).fill(`${name} renamed`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${Noun} updated successfully.`)).toBeVisible();

    await page.goto(root);
    await deleteListed(page, `${name} renamed`, `${Noun} deleted successfully.`);

    await deleteListed(page, inUse, new RegExp(`This ${noun} is used by \\d+ ${by} and cannot be deleted\\.`));
  });
}

test('a vendor is created, viewed, edited and deleted; a vendor in use is kept', async ({ page }) => {
  test.setTimeout(stepsLimit(9));
  const name = `Globex ${unique()}`;
  await page.goto('/service-desk/vendor/create');
  const form = page.getByRole('form', { name: 'Create vendor' });
  await form.getByRole('textbox', { name: /Name/ }).fill(name);
  await form.getByRole('textbox', { name: /Email/ }).fill('not-an-address');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('The email must be a valid email address.')).toBeVisible();
  await form.getByRole('textbox', { name: /Email/ }).fill('sales@globex.example');
  await form.getByRole('textbox', { name: /Primary contact/ }).fill('Hank Scorpio');
  await form.getByRole('textbox', { name: /Address/ }).fill('1 Cypress Creek');
  await form.getByRole('textbox', { name: /Description/ }).fill('Supplies everything.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/service-desk\/vendor$/);
  await expect(page.getByText('Vendor created successfully.')).toBeVisible();

  await rowOf(page, name);
  await page.getByRole('link', { name: `View: ${name}` }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByRole('button', { name: 'Show description' }).click();
  await expect(page.getByRole('dialog').getByText('Supplies everything.')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('table', { name: 'Associated contracts' })).toBeVisible();

  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('form', { name: 'Edit vendor' });
  await expect(edit.getByRole('textbox', { name: /Primary contact/ })).toHaveValue('Hank Scorpio');
  await edit.getByRole('radio', { name: 'Inactive' }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/service-desk\/vendor$/);
  await expect((await rowOf(page, name)).getByText('Inactive')).toBeVisible();

  await page.getByRole('link', { name: `View: ${name}` }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Vendor deleted successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/service-desk\/vendor$/);

  await deleteListed(
    page,
    'Northwind Systems',
    /This vendor is used by \d+ contracts? and \d+ products? and cannot be deleted\./,
  );
});

test('a product is created, gets a new and an existing vendor, is edited, viewed and deleted', async ({ page }) => {
  test.setTimeout(stepsLimit(14));
  const name = `Surface ${unique()}`;
  const vendor = `Initech ${unique()}`;
  await page.goto('/service-desk/products/create');
  const form = page.getByRole('form', { name: 'Create product' });
  await expect(form.getByRole('radio', { name: 'Enable' })).toBeChecked();
  await form.getByRole('textbox', { name: /Name/ }).fill(name);
  await form.getByRole('textbox', { name: /Manufacturer/ }).fill('Microsoft');
  for (const [label, option] of [
    ['Product status', 'In production'],
    ['Procurement mode', 'Lease'],
    ['Department', null],
  ] as const) {
    await form.getByRole('combobox', { name: label }).click();
    const options = page.getByRole('listbox').getByRole('option');
    await (option ? options.filter({ hasText: option }) : options).first().click();
    await page.keyboard.press('Escape');
  }
  await form.getByRole('textbox', { name: /Description/ }).fill('A tablet.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Product created successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/service-desk\/products$/);

  await rowOf(page, name);
  await page.getByRole('link', { name: `View: ${name}` }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  await chooseMenuItem(page, 'Vendor', 'New vendor');
  const newVendor = page.getByRole('dialog', { name: 'New vendor' });
  await newVendor.getByRole('textbox', { name: /Name/ }).fill(vendor);
  await newVendor.getByRole('textbox', { name: /Email/ }).fill('sales@initech.example');
  await newVendor.getByRole('textbox', { name: /Primary contact/ }).fill('Bill');
  await newVendor.getByRole('textbox', { name: /Address/ }).fill('4120 Freidrich Lane');
  await newVendor.getByRole('textbox', { name: /Description/ }).fill('Software.');
  await newVendor.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Vendor created successfully.')).toBeVisible();

  await chooseMenuItem(page, 'Vendor', 'Existing vendor');
  const existing = page.getByRole('dialog', { name: 'Existing vendor' });
  await expect(existing.getByRole('button', { name: 'Proceed' })).toBeDisabled();
  await existing.getByRole('checkbox', { name: 'Contoso Hardware' }).check();
  await existing.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Vendors attached successfully.')).toBeVisible();

  await page.getByRole('tab', { name: 'Associated vendors' }).click();
  const vendors = page.getByRole('table', { name: 'Associated vendors' });
  await expect(vendors.getByText(vendor)).toBeVisible();
  await page.getByRole('button', { name: 'Detach: Contoso Hardware' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Detach' }).click();
  await expect(page.getByText('Vendor detached successfully.')).toBeVisible();

  await page.getByRole('button', { name: 'Attach asset' }).click();
  const attach = page.getByRole('dialog');
  await attach.getByRole('button', { name: 'Submit' }).click();
  await expect(attach.getByText('Please select assets.')).toBeVisible();
  await attach.getByRole('row').nth(1).getByRole('checkbox').check();
  await attach.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Assets attached successfully.')).toBeVisible();
  await page.getByRole('tab', { name: 'Associated assets' }).click();
  await expect(page.getByRole('table', { name: 'Associated assets' }).getByRole('row')).toHaveCount(2);

  await chooseMenuItem(page, 'More', 'Edit');
  const edit = page.getByRole('form', { name: 'Edit product' });
  await edit.getByRole('textbox', { name: /Manufacturer/ }).fill('MS');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Product updated successfully.')).toBeVisible();

  await page.goto('/service-desk/products');
  await rowOf(page, name);
  await page.getByRole('link', { name: `View: ${name}` }).click();
  await expect(page.getByLabel('Product details').getByText('MS', { exact: true })).toBeVisible();
  await chooseMenuItem(page, 'More', 'Delete');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/service-desk\/products$/);
  await expect(page.getByText('Product deleted successfully.')).toBeVisible();
});

test('the vendor and product lists find rows by the status words they show', async ({ page }) => {
  const lists = [
    { path: '/service-desk/vendor', call: '/service-desk/api/vendor-list', key: 'vendors', word: 'Inactive' },
    { path: '/service-desk/products', call: '/service-desk/api/product-list', key: 'products', word: 'In production' },
  ];
  for (const { path, call, key, word } of lists) {
    await page.goto(path);
    const answered = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === call && url.searchParams.get('search-query') === word;
    });
    await page.getByRole('searchbox').fill(word);
    const { data } = (await (await answered).json()) as { data: Record<string, unknown> & { total: number } };
    const rows = data[key] as { name: string }[];
    expect(data.total).toBeGreaterThan(0);
    const shown = page.locator('tbody tr');
    await expect(shown).toHaveCount(rows.length);
    for (const row of await shown.all()) await expect(row).toContainText(word);
  }
});
