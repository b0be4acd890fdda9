import { expect, test, type Locator, type Page } from '@playwright/test';
import { attachFirstAssetThenDetach, openTab } from './support/recordPage';

// One release goes from a change's dialog to completion against the real backend, so the steps run in order.
test.describe.configure({ mode: 'serial' });

const api = '/service-desk/api';
const SUBJECT = `Spring bundle ${Date.now().toString(36)}`;
const REQUIRED = 'This field is required.';

let firstChange = { id: 0, subject: '' };
let secondChange = { id: 0, subject: '' };
let releaseId = 0;

/** Seeded changes that hold no release, are open and no CAB locks: two of them, past the first few others use. */
async function freeChanges(page: Page): Promise<Array<{ id: number; subject: string }>> {
  await page.request.get('/shim/session');
  const list = await page.request.get(`${api}/change-list?page=1&limit=100&sort-field=id&sort-order=desc`);
  const changes = (await list.json()).data.changes as Array<{ id: number; subject: string }>;
  const free: Array<{ id: number; subject: string }> = [];
  for (const change of changes.slice(20)) {
    const flags = (await (await page.request.get(`${api}/change-action/${change.id}`)).json()).data.actions;
    if (flags.change_release_attach && flags.change_close && flags.change_details_edit_permission) free.push(change);
    if (free.length === 2) break;
  }
  expect(free).toHaveLength(2);
  return free;
}

async function chooseFirst(scope: Locator, page: Page, label: string): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option').filter({ visible: true }).first().click();
  await page.keyboard.press('Escape');
}

async function openMenuItem(page: Page, menu: string, item: string): Promise<void> {
  await page.getByRole('button', { name: menu, exact: true }).click();
  await page.getByRole('button', { name: item, exact: true }).click();
}

test('creates a release from a change; the change links to the release view', async ({ page }) => {
  [firstChange, secondChange] = await freeChanges(page);
  await page.goto(`/service-desk/changes/${firstChange.id}/show`);
  await openMenuItem(page, 'Release', 'New release');
  const dialog = page.getByRole('dialog', { name: 'New release' });
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await submit.click();
  await expect(dialog.getByText(REQUIRED).first()).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Subject' }).fill(SUBJECT);
  await dialog.getByLabel('Planned start date').fill('2026-05-01T10:00');
  await dialog.getByLabel('Planned end date').fill('2026-05-02T18:30');
  for (const label of ['Status', 'Priority', 'Release type']) await chooseFirst(dialog, page, label);
  const editor = dialog.locator('.ck-editor__editable');
  await editor.click();
  await editor.pressSequentially('Patches and certificates in one window.');
  await submit.click();
  await expect(page.getByText('Release created successfully.').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  await openTab(page, 'Releases');
  const link = page.getByRole('link', { name: SUBJECT });
  await expect(link).toBeVisible();
  releaseId = Number(/\/releases\/(\d+)\/show$/.exec((await link.getAttribute('href')) ?? '')?.[1]);
  expect(releaseId).toBeGreaterThan(0);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/service-desk/releases/${releaseId}/show$`));
  await expect(page.getByRole('heading', { level: 1, name: SUBJECT })).toBeVisible();
  await expect(page.getByLabel('Release details')).toContainText('May 1, 2026');
});

test('plans the release: the build plan needs a description, then shows on the planning tab', async ({ page }) => {
  await page.goto(`/service-desk/releases/${releaseId}/show`);
  await openMenuItem(page, 'Planning', 'Build plan');
  const dialog = page.getByRole('dialog', { name: 'Build plan' });
  const editor = dialog.locator('.ck-editor__editable');
  await expect(editor).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText(REQUIRED)).toBeVisible();
  await editor.click();
  await editor.pressSequentially('Stage the packages in the pilot ring.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Saved successfully.')).toBeVisible();
  await openTab(page, 'Planning');
  await expect(page.getByText('Stage the packages in the pilot ring.')).toBeVisible();
});

test('attaches and detaches an asset, then attaches a second change', async ({ page }) => {
  await page.goto(`/service-desk/releases/${releaseId}/show`);
  await openMenuItem(page, 'Associate', 'Attach asset');
  await attachFirstAssetThenDetach(page);

  await openMenuItem(page, 'Associate', 'Attach change');
  const dialog = page.getByRole('dialog', { name: 'Attach change' });
  const attach = dialog.getByRole('button', { name: 'Attach' });
  await expect(attach).toBeDisabled();
  await dialog.getByRole('searchbox').fill(secondChange.subject);
  // Long names are shortened in the list: their start names the choice.
  await dialog
    .getByRole('checkbox', { name: secondChange.subject.slice(0, 30) })
    .first()
    .check();
  await expect(attach).toBeEnabled();
  await attach.click();
  await expect(page.getByText('Changes attached successfully.')).toBeVisible();

  await openTab(page, 'Associated changes');
  const changes = page.getByRole('table', { name: 'Associated changes' });
  await expect(changes.getByRole('link', { name: firstChange.subject })).toBeVisible();
  await expect(changes.getByRole('link', { name: secondChange.subject })).toBeVisible();
});

test('marks the release completed after a confirmation; its changes are closed and say so', async ({ page }) => {
  await page.goto(`/service-desk/releases/${releaseId}/show`);
  await openMenuItem(page, 'More', 'Mark completed');
  const confirm = page.getByRole('dialog');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Mark completed' }).click();
  await expect(page.getByText('Release completed successfully.')).toBeVisible();
  await expect(page.getByLabel('Release details')).toContainText('Completed');

  await openTab(page, 'Associated changes');
  const changes = page.getByRole('table', { name: 'Associated changes' });
  for (const change of [firstChange, secondChange]) {
    await expect(changes.getByRole('row').filter({ hasText: change.subject })).toContainText('Closed');
  }
  await page.getByRole('button', { name: 'More', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Mark completed', exact: true })).toHaveCount(0);

  await page.goto(`/service-desk/changes/${secondChange.id}/show`);
  await openTab(page, 'Activity');
  await expect(page.getByText(/completed the release/).first()).toBeVisible();
});
