import { expect, test, type Page } from '@playwright/test';
import { stepsLimit } from './support/timeLimits';

/**
 * The asset form through the host-shim: an asset is created with a server's custom fields and a
 * file, opens on its page with the message, is edited (its values loaded into the form) and the
 * change shows on its page and in its activity log.
 */

async function choose(page: Page, label: string, option: string) {
  const form = page.getByRole('form');
  await form.getByRole('combobox', { name: label }).fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

test('an asset is created, edited and viewed', async ({ page }) => {
  test.setTimeout(stepsLimit(5));
  const name = `Build server ${Date.now().toString(36)}`;
  await page.goto('/service-desk/assets/create');
  await expect(page).toHaveTitle('Create asset · Help Desk');
  await expect(page.getByRole('heading', { level: 1, name: 'Create asset' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Create asset' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await expect(form.getByRole('group', { name: 'Environment' })).toHaveCount(0);
  await choose(page, 'Asset type', 'Server');
  await choose(page, 'Status', 'In Use');
  await form.getByRole('group', { name: 'Environment' }).getByLabel('Production').check();
  await form.getByRole('group', { name: 'Backed up by' }).getByLabel('Veeam').check();
  await form.getByRole('textbox', { name: 'Serial number' }).fill('SN-E2E-1');
  await form.locator('.ck-editor__editable').fill('Runs the nightly builds.');
  await form.getByLabel('Attachment').setInputFiles({
    name: 'invoice.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('paid'),
  });
  await form.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/service-desk\/assets\/\d+\/show$/);
  await expect(page.getByText('Asset created successfully.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const id = Number(/assets\/(\d+)\/show/.exec(page.url())?.[1]);

  await page.goto(`/service-desk/assets/${id}/edit`);
  await expect(page).toHaveTitle('Edit asset · Help Desk');
  const edit = page.getByRole('form', { name: 'Edit asset' });
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await expect(edit.getByRole('textbox', { name: 'Serial number' })).toHaveValue('SN-E2E-1');
  await expect(edit.getByRole('group', { name: 'Environment' }).getByLabel('Production')).toBeChecked();
  await expect(edit.getByRole('group', { name: 'Backed up by' }).getByLabel('Veeam')).toBeChecked();
  await expect(edit.getByRole('link', { name: 'Download invoice.txt' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View asset' })).toHaveAttribute(
    'href',
    `/service-desk/assets/${id}/show`,
  );

  await edit.getByRole('textbox', { name: 'Name' }).fill(`${name} (renamed)`);
  await edit.getByRole('group', { name: 'Environment' }).getByLabel('Staging').check();
  await edit.getByRole('button', { name: 'Update' }).click();

  await expect(page).toHaveURL(`/service-desk/assets/${id}/show`);
  await expect(page.getByText('Asset updated successfully.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `${name} (renamed)` })).toBeVisible();
  const log = page.getByRole('tabpanel');
  await expect(log.getByText(`changed the name to ${name} (renamed)`)).toBeVisible();
  await expect(log.getByText('changed the Environment to Staging')).toBeVisible();
  await expect(log.getByText(`created the asset ${name}`)).toBeVisible();
});

test('the server’s field errors show on their fields and the typed values stay', async ({ page }) => {
  await page.goto('/service-desk/assets/create');
  const form = page.getByRole('form', { name: 'Create asset' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Duplicate identifier');
  await form.getByRole('textbox', { name: 'Identifier' }).fill('AST-0001');
  await choose(page, 'Asset type', 'Laptop');
  await choose(page, 'Status', 'In Use');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert')).toContainText('The given data was invalid.');
  await expect(form.getByText('The identifier has already been taken.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Duplicate identifier');
  await expect(page).toHaveURL('/service-desk/assets/create');
});
