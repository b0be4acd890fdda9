import { expect, test, type Locator, type Page } from '@playwright/test';
import { attachFirstAssetThenDetach, openTab } from './support/recordPage';
import { stepsLimit } from './support/timeLimits';

// One problem goes through its whole life against the real backend, so the steps run in order.
test.describe.configure({ mode: 'serial' });

const REQUIRED = 'This field is required.';
const SUBJECT = `Printer queue stalls ${Date.now().toString(36)}`;

/** The message a control points to with aria-describedby. */
async function errorOf(control: Locator): Promise<string | null> {
  const id = await control.getAttribute('aria-describedby');
  return id ? control.page().locator(`[id="${id}"]`).textContent() : null;
}

/** Opens a lookup and picks its first option; returns the option's text. */
async function chooseFirst(page: Page, label: string): Promise<string> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  const option = page.getByRole('option').filter({ visible: true }).first();
  const name = (await option.textContent()) ?? '';
  await option.click();
  await page.keyboard.press('Escape');
  return name.trim();
}

async function typeInEditor(editor: Locator, text: string): Promise<void> {
  await editor.click();
  await editor.pressSequentially(text);
}

function actionMenu(page: Page, menu: string, item: string) {
  return {
    async open() {
      await page.getByRole('button', { name: menu, exact: true }).click();
      await page.getByRole('button', { name: item, exact: true }).click();
    },
  };
}

let problemId = 0;

test('creates a problem: required fields first, then a valid save that opens the list', async ({ page }) => {
  test.setTimeout(stepsLimit(6));
  await page.goto('/service-desk/problem/create');
  const form = page.getByRole('form', { name: 'Create problem' });
  const subject = form.getByRole('textbox', { name: 'Subject' });
  await expect(subject).toBeVisible();

  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/service-desk/api/problem') {
      saves.push(request.url());
    }
  });

  await form.getByRole('button', { name: 'Save' }).click();
  expect(await errorOf(subject)).toBe(REQUIRED);
  for (const label of ['From', 'Department', 'Impact', 'Status', 'Priority']) {
    expect(await errorOf(form.getByRole('combobox', { name: label, exact: true }))).toBe(REQUIRED);
  }
  await subject.fill('x'.repeat(51));
  await subject.blur();
  expect(await errorOf(subject)).toBe('The subject should be less than 50 characters.');
  expect(saves).toHaveLength(0);

  await subject.fill(SUBJECT);
  await typeInEditor(form.locator('.ck-editor__editable'), 'Jobs pile up in the print queue every morning.');
  for (const label of ['From', 'Department', 'Impact', 'Status', 'Priority']) await chooseFirst(page, label);
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Problem created successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/service-desk\/problem\/list$/);
  expect(saves).toHaveLength(1);

  const response = await page.request.get(
    `/service-desk/api/problem-list?${new URLSearchParams({ 'search-query': SUBJECT, page: '1', limit: '10' })}`,
  );
  const { problems } = (await response.json()).data as { problems: Array<{ id: number; subject: string }> };
  expect(problems.map((problem) => problem.subject)).toEqual([SUBJECT]);
  problemId = problems[0].id;
});

test('shows the new problem and adds a root cause to its planning', async ({ page }) => {
  await page.goto(`/service-desk/problem/${problemId}/show`);
  await expect(page.getByRole('heading', { name: SUBJECT })).toBeVisible();
  await expect(page.getByText('Jobs pile up in the print queue every morning.')).toBeVisible();

  await actionMenu(page, 'Planning', 'Root cause').open();
  const dialog = page.getByRole('dialog', { name: 'Root cause' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText(REQUIRED)).toBeVisible();
  await typeInEditor(dialog.locator('.ck-editor__editable'), 'The spooler service leaks handles.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();

  await openTab(page, 'Planning');
  const timeline = page.getByRole('list', { name: 'Planning' });
  await expect(timeline.getByRole('heading', { name: 'Root cause' })).toBeVisible();
  await expect(timeline.getByText('The spooler service leaks handles.')).toBeVisible();
});

test('attaches an asset, then detaches it', async ({ page }) => {
  await page.goto(`/service-desk/problem/${problemId}/show`);
  await expect(page.getByRole('heading', { name: SUBJECT })).toBeVisible();

  await actionMenu(page, 'Associate', 'Attach asset').open();
  await attachFirstAssetThenDetach(page);
});

test('attaches a ticket and changes its status with a bulk action', async ({ page }) => {
  await page.goto(`/service-desk/problem/${problemId}/show`);
  await expect(page.getByRole('heading', { name: SUBJECT })).toBeVisible();

  await actionMenu(page, 'Associate', 'Attach ticket').open();
  const dialog = page.getByRole('dialog', { name: 'Attach tickets' });
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  const ticket = await chooseFirst(page, 'Tickets');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();

  await openTab(page, 'Associated tickets');
  const tickets = page.getByRole('table', { name: 'Associated tickets' });
  await expect(tickets.locator('tbody tr')).toHaveCount(1);
  await expect(tickets).toContainText(ticket.split(/\s+/)[0].replace(/^#/, ''));

  await tickets.locator('tbody').getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Bulk actions' }).click();
  await page.getByRole('button', { name: 'Change status' }).click();
  const bulk = page.getByRole('dialog', { name: 'Change status' });
  const update = bulk.getByRole('button', { name: 'Update' });
  await expect(update).toBeDisabled();
  const status = bulk.getByRole('combobox', { name: 'Status' });
  await status.selectOption({ index: 1 });
  await expect(update).toBeEnabled();

  const bulkCall = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/service-desk/api/problem-bulk-actions',
  );
  await update.click();
  const body = (await bulkCall).postDataJSON() as { tickets: number[]; action: { type: string; value: number } };
  expect(body.tickets).toHaveLength(1);
  expect(body.action.type).toBe('status');
  expect(typeof body.action.value).toBe('number');
  await expect(page.getByText('Tickets updated successfully.')).toBeVisible();
});

test('closes the problem, then deletes it and lands on the list', async ({ page }) => {
  await page.goto(`/service-desk/problem/${problemId}/show`);
  await expect(page.getByRole('heading', { name: SUBJECT })).toBeVisible();

  await actionMenu(page, 'More', 'Close problem').open();
  await page.getByRole('dialog').getByRole('button', { name: 'Close problem' }).click();
  await expect(page.getByText('Problem closed successfully.')).toBeVisible();

  await actionMenu(page, 'More', 'Delete').open();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/service-desk\/problem\/list$/);
  const gone = await page.request.get(`/service-desk/api/problem/${problemId}`);
  expect(gone.status()).toBe(404);
});
