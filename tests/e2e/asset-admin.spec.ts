import { expect, test } from '@playwright/test';
import { deleteListed, rowOf, unique } from './support/referenceList';

/**
 * The asset reference data administrators keep, through the host-shim: for asset types, asset
 * statuses and relation types, a create refused then accepted, the return to the list, an edit, a
 * delete, and the refusal to delete one in use.
 */

test('an asset type is created under a parent, edited, deleted, and a type in use is kept', async ({ page }) => {
  const name = `Tablet ${unique()}`;
  await page.goto('/service-desk/asset-type/create');
  const form = page.getByRole('form', { name: 'Create asset type' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('This field is required.')).toBeVisible();

  await form.getByRole('textbox', { name: /Name/ }).fill(name);
  await form.getByRole('combobox', { name: /Parent/ }).click();
  await page.getByRole('option', { name: 'Computer', exact: true }).click();
  await page.keyboard.press('Escape');
  await form.getByRole('textbox', { name: /Name/ }).press('Enter');
  await expect(page.getByText('Asset type created successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/service-desk\/asset-type$/);

  const row = await rowOf(page, name);
  await expect(row).toContainText('Hardware › Computer');
  await page.getByRole('link', { name: `Edit: ${name}` }).click();
  const edit = page.getByRole('form', { name: 'Edit asset type' });
  await expect(edit.getByRole('textbox', { name: /Name/ })).toHaveValue(name);
  await edit.getByRole('textbox', { name: /Name/ }).fill(`${name} renamed`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Asset type updated successfully.')).toBeVisible();
  await expect(edit.getByRole('textbox', { name: /Name/ })).toHaveValue(`${name} renamed`);

  await page.goto('/service-desk/asset-type');
  await deleteListed(page, `${name} renamed`, 'Asset type deleted successfully.');

  await deleteListed(page, 'Laptop', /This asset type is used by \d+ assets and cannot be deleted\./);
});

test('an asset status is refused over 50 characters, created, edited, deleted, and one in use is kept', async ({
  page,
}) => {
  const name = `Loan ${unique()}`;
  await page.goto('/service-desk/asset-status/create');
  const form = page.getByRole('form', { name: 'Create asset status' });
  await form.getByRole('textbox', { name: /Name/ }).fill('x'.repeat(51));
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('The name should be less than 50 characters.')).toBeVisible();
  await expect(form.getByText('This field is required.')).toBeVisible();

  await form.getByRole('textbox', { name: /Name/ }).fill(name);
  await form.getByRole('textbox', { name: /Description/ }).fill('Lent for a while.');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Asset status created successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/service-desk\/asset-status$/);

  await rowOf(page, name);
  await page.getByRole('link', { name: `Edit: ${name}` }).click();
  const edit = page.getByRole('form', { name: 'Edit asset status' });
  await expect(edit.getByRole('textbox', { name: /Description/ })).toHaveValue('Lent for a while.');
  await edit.getByRole('textbox', { name: /Description/ }).fill('Lent out.');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Asset status updated successfully.')).toBeVisible();

  await page.goto('/service-desk/asset-status');
  await deleteListed(page, name, 'Asset status deleted successfully.');

  await deleteListed(page, 'In Use', /This asset status is used by \d+ assets and cannot be deleted\./);
});

test('a relation type needs both names, is created, edited, deleted, and one in use is kept', async ({ page }) => {
  const forward = `Powers ${unique()}`;
  await page.goto('/service-desk/cmdb-relation/create');
  const form = page.getByRole('form', { name: 'Create relation type' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('This field is required.')).toHaveCount(2);

  await form.getByRole('textbox', { name: /Forward relation name/ }).fill(forward);
  await form.getByRole('textbox', { name: /Inverse relation name/ }).fill('Is powered by');
  await form.getByRole('textbox', { name: /Inverse relation name/ }).press('Enter');
  await expect(page.getByText('Relation type created successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/service-desk\/cmdb-relation$/);

  await rowOf(page, forward);
  await page.getByRole('link', { name: `Edit: ${forward}` }).click();
  await expect(page).toHaveURL(/\/service-desk\/cmdb-relation\/edit\/\d+$/);
  const edit = page.getByRole('form', { name: 'Edit relation type' });
  await expect(edit.getByRole('textbox', { name: /Forward relation name/ })).toHaveValue(forward);
  await edit.getByRole('textbox', { name: /Description/ }).fill('Power supply');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Relation type updated successfully.')).toBeVisible();

  await page.goto('/service-desk/cmdb-relation');
  await deleteListed(page, forward, 'Relation type deleted successfully.');

  await deleteListed(page, 'Depends on', /This relation type is used by \d+ relationships and cannot be deleted\./);
});
