import { expect, test, type Locator, type Page } from '@playwright/test';
import { insertScratchType } from './support/scratchType';
import { stepsLimit } from './support/timeLimits';

/**
 * Form groups through the host-shim: an administrator builds a group of custom fields for an
 * asset type and one for a change type; the asset form of that type asks for its fields (the
 * required one enforced), the asset page shows the values and the asset list filters on them.
 */

async function chooseType(page: Page, form: Locator, label: string, option: string) {
  await form.getByRole('combobox', { name: label }).fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

function fieldItem(form: Locator, number: number): Locator {
  return form.getByRole('listitem').filter({ has: form.page().getByRole('heading', { name: `Field ${number}` }) });
}

/** Fills the group form: a required select with two options, then a text field; returns to the list after the save. */
async function buildGroup(
  page: Page,
  category: 'asset' | 'change',
  name: string,
  type: string,
  labels: [string, string],
) {
  await page.goto(`/service-desk/form-group/create/${category}`);
  const form = page.getByRole('form', { name: `New ${category} form group` });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await chooseType(page, form, category === 'asset' ? 'Asset types' : 'Change types', type);
  const first = fieldItem(form, 1);
  await first.getByRole('textbox', { name: 'Label' }).fill(labels[1]);
  await form.getByRole('button', { name: 'Add field' }).click();
  const second = fieldItem(form, 2);
  await second.getByRole('textbox', { name: 'Label' }).fill(labels[0]);
  await second.getByRole('combobox', { name: 'Type' }).selectOption('select');
  await second.getByRole('checkbox', { name: 'Required' }).check();
  for (const [index, option] of ['Basic', 'Premium'].entries()) {
    await second.getByRole('button', { name: 'Add option' }).click();
    await second.getByRole('textbox', { name: `Option ${index + 1}` }).fill(option);
  }
  // The select goes first, moved up from the keyboard.
  await second.getByRole('button', { name: `Move ${labels[0]} up` }).focus();
  await page.keyboard.press('Enter');
  await expect(fieldItem(form, 1).getByRole('textbox', { name: 'Label' })).toHaveValue(labels[0]);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Form group created successfully.')).toBeVisible();
  await expect(page).toHaveURL(`/service-desk/form-group/${category}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(type);
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();
}

/** The id of the `kind` custom field labelled `label`, as the backend lists them. */
async function customFieldId(page: Page, kind: 'asset' | 'change', label: string): Promise<number> {
  const fields = await (await page.request.get(`/service-desk/api/${kind}-custom-field-list`)).json();
  return (fields.data.custom_fields as Array<{ id: number; label: string }>).find((field) => field.label === label)!.id;
}

test('an asset form group adds its fields to the asset form of its type, the asset page and the list filter', async ({
  page,
}) => {
  test.setTimeout(stepsLimit(8));
  const marker = Date.now().toString(36);
  const tier = `Tier ${marker}`;
  const reference = `Contract ref ${marker}`;
  // A type of the test's own: its required field must not meet other tests' Desktop assets.
  const desktop = `Desktop ${marker}`;
  insertScratchType('asset_types', desktop);
  await buildGroup(page, 'asset', `Warranty ${marker}`, desktop, [tier, reference]);

  await page.goto('/service-desk/assets/create');
  const form = page.getByRole('form', { name: 'Create asset' });
  await form.getByRole('textbox', { name: 'Name' }).fill(`Desk ${marker}`);
  await expect(form.getByRole('combobox', { name: tier })).toHaveCount(0);
  await chooseType(page, form, 'Asset type', desktop);
  await chooseType(page, form, 'Status', 'In Use');
  await form.getByRole('textbox', { name: reference }).fill('REF-42');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('This field is required.')).toBeVisible();
  await form.getByRole('combobox', { name: tier }).selectOption('Premium');
  await form.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/service-desk\/assets\/\d+\/show$/);
  await expect(page.getByText('Asset created successfully.')).toBeVisible();
  const id = Number(/assets\/(\d+)\/show/.exec(page.url())?.[1]);
  await expect(page.getByText(tier)).toBeVisible();
  await expect(page.getByText('Premium', { exact: true })).toBeVisible();
  await expect(page.getByText('REF-42', { exact: true })).toBeVisible();

  const fieldId = await customFieldId(page, 'asset', tier);
  const filtered = await page.request.get(`/service-desk/api/asset-list?custom_${fieldId}[0]=Premium`);
  const rows = (await filtered.json()).data.data.data as Array<{ id: number }>;
  expect(rows.map((row) => row.id)).toEqual([id]);
});

test('a change form group is listed with its type and edited with its fields in order', async ({ page }) => {
  test.setTimeout(stepsLimit(5));
  const marker = Date.now().toString(36);
  const wave = `Wave ${marker}`;
  const owner = `Owner ${marker}`;
  const standard = `Standard ${marker}`;
  insertScratchType('change_types', standard);
  await buildGroup(page, 'change', `Rollout ${marker}`, standard, [wave, owner]);

  await page
    .getByRole('row')
    .filter({ hasText: `Rollout ${marker}` })
    .getByRole('link', { name: /Edit/ })
    .click();
  const form = page.getByRole('form', { name: 'Edit change form group' });
  await expect(fieldItem(form, 1).getByRole('textbox', { name: 'Label' })).toHaveValue(wave);
  await expect(fieldItem(form, 1).getByRole('checkbox', { name: 'Required' })).toBeChecked();
  await expect(fieldItem(form, 2).getByRole('textbox', { name: 'Label' })).toHaveValue(owner);

  const rendered = await (await page.request.get('/api/form/render?category=change&scenario=create')).json();
  const labels = (rendered.data.form_fields as Array<{ label: string }>).map((field) => field.label);
  expect(labels.indexOf(owner)).toBe(labels.indexOf(wave) + 1);
});

test('a change form group adds its fields to the change form of its type, the change page and the list filter', async ({
  page,
}) => {
  test.setTimeout(stepsLimit(9));
  const marker = Date.now().toString(36);
  const plan = `Plan ${marker}`;
  const timeSlot = `Window ${marker}`;
  const subject = `Form group change ${marker}`;
  // A type of the test's own: its required field must not meet other tests' Minor changes.
  const minor = `Minor ${marker}`;
  insertScratchType('change_types', minor);
  await buildGroup(page, 'change', `Support plan ${marker}`, minor, [plan, timeSlot]);

  await page.goto('/service-desk/changes/create');
  const form = page.getByRole('form', { name: 'Create change' });
  await form.getByRole('textbox', { name: /Subject/ }).fill(subject);
  await chooseType(page, form, 'Requester', 'Rita Requester');
  await chooseType(page, form, 'Status', 'Open');
  await expect(form.getByRole('combobox', { name: plan })).toHaveCount(0);
  await chooseType(page, form, 'Change type', minor);
  await form.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.type('Swap the gateway on Sunday.');
  await form.getByRole('textbox', { name: timeSlot }).fill('Sunday 02:00');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('This field is required.')).toBeVisible();
  await form.getByRole('combobox', { name: plan }).selectOption('Premium');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Change created successfully.')).toBeVisible();

  const found = await page.request.get(`/service-desk/api/change-list?search=${encodeURIComponent(subject)}`);
  const id = ((await found.json()).data.changes as Array<{ id: number; subject: string }>).find(
    (row) => row.subject === subject,
  )!.id;
  await page.goto(`/service-desk/changes/${id}/show`);
  await expect(page.getByText(plan)).toBeVisible();
  await expect(page.getByText('Premium', { exact: true })).toBeVisible();
  await expect(page.getByText('Sunday 02:00', { exact: true })).toBeVisible();

  const fieldId = await customFieldId(page, 'change', plan);
  const filtered = await page.request.get(`/service-desk/api/change-list?custom_${fieldId}[0]=Premium`);
  const rows = (await filtered.json()).data.changes as Array<{ id: number }>;
  expect(rows.map((row) => row.id)).toEqual([id]);
});
