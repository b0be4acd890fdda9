import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, listPage } from './support/listPage';
import { readSession } from './support/hostPage';

interface Row {
  id: number;
  subject: string;
  identifier: string | null;
  department: { id: number; name: string } | null;
  is_edit: boolean;
  is_delete: boolean;
}

const LIST_CALL = '/service-desk/api/problem-list';

// The tests change the shared database (a delete, a sign-in): one at a time.
test.describe.configure({ mode: 'serial' });

const { table, apiList, isListCall, afterListCall, subjectsShown, sortBySubject } = listPage<'problems', Row>(
  LIST_CALL,
  'List of problems',
);

/** SQLite's NOCASE order (the list's subject sort): ASCII letters folded, then UTF-8 bytes. */
function byNoCaseCollation(a: string, b: string): number {
  const key = (text: string) =>
    Buffer.from(
      text.replace(/[A-Z]/g, (letter) => letter.toLowerCase()),
      'utf8',
    );
  return Buffer.compare(key(a), key(b));
}

async function openList(page: Page): Promise<void> {
  const firstCall = page.waitForRequest((request) => isListCall(request, {}));
  await page.goto('/service-desk/problem/list');
  const request = await firstCall;
  expect(Object.fromEntries(new URL(request.url()).searchParams)).toEqual({
    'sort-field': 'id',
    'sort-order': 'asc',
    page: '1',
    limit: '10',
  });
  await expect(table(page).locator('tbody tr')).toHaveCount(10);
}

test('shows the seeded problems, newest first, from the backend', async ({ page }) => {
  const expected = await afterListCall(page, { 'sort-field': 'id', 'sort-order': 'asc', page: '1', limit: '10' }, () =>
    openList(page),
  );
  await expect(page.getByRole('heading', { name: 'List of problems' })).toBeVisible();
  expect(expected.total).toBeGreaterThanOrEqual(60);
  expect(await subjectsShown(page)).toEqual(expected.problems.map((row) => row.subject));
  const ids = expected.problems.map((row) => row.id);
  expect(ids).toEqual([...ids].sort((a, b) => b - a));
  await expect(page.getByText(`Showing 1 to 10 of ${expected.total}`)).toBeVisible();
  await expectNoSeriousViolations(page);
});

/** Sorts by subject (`order` as sent, inverted) and checks the header's state and the rows shown. */
async function sortBySubjectShows(page: Page, order: 'asc' | 'desc', ariaSort: 'ascending' | 'descending') {
  const expected = await sortBySubject(page, order);
  await expect(table(page).getByRole('columnheader', { name: /Subject/ })).toHaveAttribute('aria-sort', ariaSort);
  await expect.poll(() => subjectsShown(page)).toEqual(expected.problems.map((row) => row.subject));
}

test('sorting by subject sends the inverted order and shows the rows in the chosen order', async ({ page }) => {
  await openList(page);
  await sortBySubjectShows(page, 'desc', 'ascending');
  const shown = await subjectsShown(page);
  expect(shown).toEqual([...shown].sort(byNoCaseCollation));
  await sortBySubjectShows(page, 'asc', 'descending');
});

test('search narrows the rows to matching subjects and paging moves through the list', async ({ page }) => {
  await openList(page);
  const expectedSecond = await afterListCall(page, { 'sort-field': 'id', 'sort-order': 'asc', page: '2' }, () =>
    page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click(),
  );
  await expect.poll(() => subjectsShown(page)).toEqual(expectedSecond.problems.map((row) => row.subject));

  const word =
    expectedSecond.problems[0].subject.split(/\s+/).find((part) => part.length >= 5) ??
    expectedSecond.problems[0].subject;
  const expectedSearch = await afterListCall(page, { 'search-query': word, page: '1' }, () =>
    page.getByRole('searchbox', { name: 'Search' }).fill(word),
  );
  expect(expectedSearch.total).toBeGreaterThan(0);
  expect(expectedSearch.total).toBeLessThan(60);
  await expect.poll(() => subjectsShown(page)).toEqual(expectedSearch.problems.map((row) => row.subject));
  for (const row of expectedSearch.problems) {
    expect(`${row.subject} ${row.identifier ?? ''}`.toLowerCase()).toContain(word.toLowerCase());
  }
});

test('a department filter narrows the rows', async ({ page }) => {
  await openList(page);
  const lookup = await page.request.get('/api/dependency/departments?limit=20');
  const departments: Array<{ id: number; name: string }> = (await lookup.json()).data.data;
  let chosen: { id: number; name: string } | undefined;
  for (const department of departments) {
    const filtered = await apiList(page, { 'dept_ids[0]': String(department.id), limit: '10' });
    if (filtered.total > 0 && filtered.total < 60) {
      chosen = department;
      break;
    }
  }
  if (!chosen) throw new Error('No seeded department narrows the list.');

  await page.getByRole('button', { name: 'Filter' }).click();
  const panel = page.getByRole('form', { name: 'Filter' });
  await panel.getByRole('combobox', { name: 'Departments' }).fill(chosen.name);
  await panel.getByRole('option', { name: chosen.name, exact: true }).click();
  const { total: expectedTotal } = await afterListCall(page, { 'dept_ids[0]': String(chosen.id), page: '1' }, () =>
    panel.getByRole('button', { name: 'Apply' }).click(),
  );
  await expect(page.getByText(new RegExp(`of ${expectedTotal}$`))).toBeVisible();
  // The department is among the first columns to leave a narrow list: the Columns menu brings it back.
  await page.getByRole('button', { name: 'Columns' }).click();
  await page
    .getByRole('group', { name: 'Columns of List of problems' })
    .getByRole('checkbox', { name: 'Department' })
    .check();
  await page.keyboard.press('Escape');
  const headers = await table(page).getByRole('columnheader').allTextContents();
  const departmentColumn = headers.indexOf('Department') + 1;
  expect(departmentColumn).toBeGreaterThan(0);
  const departmentCells = await table(page).locator(`tbody tr td:nth-child(${departmentColumn})`).allTextContents();
  expect(departmentCells.length).toBe(Math.min(expectedTotal, 10));
  expect(new Set(departmentCells)).toEqual(new Set([chosen.name]));

  // Apply closed the panel. Back to the unfiltered list (it may come from the cache, so no request is awaited).
  await expect(panel).toBeHidden();
  await page.getByRole('button', { name: /Filter/ }).click();
  await panel.getByRole('button', { name: 'Reset' }).click();
  await expect(table(page).locator('tbody tr')).toHaveCount(10);
  const shownTotal = async () =>
    Number((await page.getByText(/^Showing 1 to 10 of \d+$/).textContent())?.split(' of ')[1]);
  await expect.poll(shownTotal).toBeGreaterThanOrEqual(60);
});

/** A problem of this test's own, so deleting it cannot pull a record from under another test. */
async function createThrowawayProblem(page: Page, subject: string): Promise<number> {
  const { csrfToken } = await readSession(page);
  const firstOption = async (lookup: string): Promise<string> => {
    const response = await page.request.get(`${lookup}?limit=1`);
    return String((await response.json()).data.data[0].id);
  };
  const response = await page.request.post('/service-desk/api/problem', {
    headers: { 'X-CSRF-TOKEN': csrfToken },
    multipart: {
      subject,
      description: '<p>Made to be deleted.</p>',
      requester_id: await firstOption('/api/dependency/users'),
      department_id: await firstOption('/api/dependency/departments'),
      impact_id: await firstOption('/service-desk/api/dependency/impacts'),
      status_type_id: await firstOption('/api/dependency/statuses'),
      priority_id: await firstOption('/api/dependency/priorities'),
    },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data.id as number;
}

test('deleting a problem asks first, then removes it and shows the server message', async ({ page }) => {
  await openList(page);
  const subject = `To be deleted ${Date.now().toString(36)}`;
  const id = await createThrowawayProblem(page, subject);
  await page.reload();
  await expect(table(page).getByText(subject, { exact: true })).toBeVisible();
  await table(page)
    .getByRole('button', { name: `Delete: ${subject}` })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(table(page).getByText(subject, { exact: true })).toBeVisible();

  await table(page)
    .getByRole('button', { name: `Delete: ${subject}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Problem deleted successfully.')).toBeVisible();
  await expect(table(page).getByText(subject, { exact: true })).toHaveCount(0);
  expect((await page.request.get(`${LIST_CALL}?problem_ids[0]=${id}`).then((r) => r.json())).data.total).toBe(0);
});

test('a view-only agent sees no edit or delete actions', async ({ page }) => {
  await page.goto('/');
  const session = await readSession(page);
  const viewer = session.users.find(
    (user) => /view/i.test(user.name) || (user.role === 'agent' && /Vera/.test(user.name)),
  );
  if (!viewer) throw new Error('No view-only agent among the seeded users.');
  const signIn = await page.request.post('/shim/sign-in', {
    data: { user_id: viewer.id },
    headers: { 'X-CSRF-TOKEN': session.csrfToken },
  });
  expect(signIn.status()).toBe(200);
  try {
    await openList(page);
    await expect(table(page).getByRole('link', { name: /^View: / })).toHaveCount(10);
    await expect(table(page).getByRole('link', { name: /^Edit: / })).toHaveCount(0);
    await expect(table(page).getByRole('button', { name: /^Delete: / })).toHaveCount(0);
  } finally {
    const admin = session.users.find((user) => user.role === 'admin');
    await page.request.post('/shim/sign-in', {
      data: { user_id: admin?.id },
      headers: { 'X-CSRF-TOKEN': session.csrfToken },
    });
  }
});
