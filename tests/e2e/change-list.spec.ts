import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, listPage } from './support/listPage';
import { stepsLimit } from './support/timeLimits';

interface Row {
  id: number;
  subject: string;
  status: { id: number; name: string };
}

const LIST_CALL = '/service-desk/api/change-list';

// The tests change the shared database (saved filters, a created, edited and deleted change): one at a time.
test.describe.configure({ mode: 'serial' });

const { table, isListCall, afterListCall, subjectsShown, sortBySubject } = listPage<'changes', Row>(
  LIST_CALL,
  'List of changes',
);

async function openList(page: Page, path = '/service-desk/changes'): Promise<void> {
  await page.goto(path);
  await expect(table(page).locator('tbody tr')).toHaveCount(10);
}

/** Picks `option` in the lookup labelled `label` (typing narrows the options). */
async function choose(page: Page, label: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

test('shows the seeded changes from the backend, newest first', async ({ page }) => {
  const firstCall = page.waitForRequest((request) => isListCall(request, {}));
  const received = await afterListCall(page, {}, () => openList(page));
  expect(Object.fromEntries(new URL((await firstCall).url()).searchParams)).toEqual({
    'sort-field': 'id',
    'sort-order': 'asc',
    page: '1',
    limit: '10',
  });
  await expect(page.getByRole('heading', { name: 'List of changes' })).toBeVisible();
  expect(received.total).toBeGreaterThanOrEqual(60);
  expect(await subjectsShown(page)).toEqual(received.changes.map((row) => row.subject));
  await expect(page.getByText(`Showing 1 to 10 of ${received.total}`)).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('sorts by subject with the inverted order, and searches', async ({ page }) => {
  await openList(page);
  const expectedAscending = await sortBySubject(page, 'desc');
  await expect.poll(() => subjectsShown(page)).toEqual(expectedAscending.changes.map((row) => row.subject));

  await afterListCall(page, { 'search-query': 'certificate' }, () =>
    page.getByRole('searchbox', { name: 'Search' }).fill('certificate'),
  );
  await expect.poll(async () => (await subjectsShown(page)).length).toBeGreaterThan(0);
  for (const subject of await subjectsShown(page)) expect(subject.toLowerCase()).toContain('certificate');
});

test('filters by status, saves the filter, and opens it at /service-desk/changes/filter/{id}', async ({ page }) => {
  test.setTimeout(stepsLimit(5));
  await openList(page);
  await page.getByRole('button', { name: 'Filter' }).click();
  const panel = page.getByRole('form', { name: 'Filter' });
  await choose(page, 'Statuses', 'Planning');
  const expected = await afterListCall(page, { 'status_ids[0]': '2' }, () =>
    panel.getByRole('button', { name: 'Apply' }).click(),
  );
  await expect.poll(() => subjectsShown(page)).toEqual(expected.changes.map((row) => row.subject));

  // Apply closed the panel; it opens again with the applied values.
  await expect(panel).toBeHidden();
  await page.getByRole('button', { name: /Filter/ }).click();
  await panel.getByRole('button', { name: 'Save filter' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  const name = `Planning ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Filter name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/service-desk\/changes\/filter\/\d+$/);
  const filterId = new URL(page.url()).pathname.split('/').pop() as string;
  await expect(page.getByRole('heading', { name: `List of changes: ${name}` })).toBeVisible();

  // Compared with what the page received: a spec running beside this one may add a change in Planning.
  const reopened = await afterListCall(page, { filter_id: filterId }, () =>
    page.goto(`/service-desk/changes/filter/${filterId}`),
  );
  expect(reopened.changes.map((row) => row.status.name)).toEqual(reopened.changes.map(() => 'Planning'));
  await expect(page.getByRole('heading', { name: `List of changes: ${name}` })).toBeVisible();
  await expect.poll(() => subjectsShown(page)).toEqual(reopened.changes.map((row) => row.subject));
  await expect(page.getByRole('form', { name: 'Filter' }).getByText('Planning', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Delete filter' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/service-desk\/changes\/list$/);
});

test('creates a change (invalid, then valid), lands on the list, edits it and deletes it', async ({ page }) => {
  test.setTimeout(stepsLimit(7));
  await page.goto('/service-desk/changes/create');
  await expect(page.getByRole('heading', { name: 'Create change' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();

  const subject = `E2E change ${Date.now()}`;
  await page.getByRole('textbox', { name: /Subject/ }).fill(subject);
  await choose(page, 'Requester', 'Rita Requester');
  await choose(page, 'Status', 'Open');
  await choose(page, 'Change type', 'Minor');
  await page.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.type('Swap the gateway on Sunday.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Change created successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/service-desk\/changes$/);
  await expect(table(page).locator('tbody tr').first()).toContainText(subject);

  await table(page)
    .getByRole('link', { name: `Edit: ${subject}` })
    .click();
  await expect(page.getByRole('heading', { name: 'Edit change' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View change' })).toBeVisible();
  const subjectBox = page.getByRole('textbox', { name: /Subject/ });
  await expect(subjectBox).toHaveValue(subject);
  const edited = `${subject} edited`;
  await subjectBox.fill(edited);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Change updated successfully.')).toBeVisible();
  await expect(subjectBox).toHaveValue(edited);

  await openList(page, '/service-desk/changes/list');
  await table(page)
    .getByRole('button', { name: `Delete: ${edited}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Change deleted successfully.')).toBeVisible();
  await expect(table(page).getByText(edited)).toHaveCount(0);
});
