import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/listPage';
import { readSession } from './support/hostPage';

const api = '/service-desk/api';

// The tests change the shared database: one at a time.
test.describe.configure({ mode: 'serial' });

interface Option {
  id: number;
  name: string;
}

/** The approvers' link hashes of the change's pending board, level by level, read from the test database. */
function approverHashes(changeId: number): { hash: string; level: number }[] {
  const file = process.env.E2E_DB_FILE;
  if (!file) throw new Error('E2E_DB_FILE is not set.');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `SELECT a.hash, l.level_order AS level FROM change_cab_approvers a
         JOIN change_cab_levels l ON l.id = a.level_id JOIN change_cab_boards b ON b.id = l.board_id
         WHERE b.change_id = ? AND b.status = 'PENDING' ORDER BY l.level_order, a.id`,
      )
      .all(changeId) as { hash: string; level: number }[];
  } finally {
    db.close();
  }
}

async function options(page: Page, path: string): Promise<Option[]> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return (await response.json()).data.data as Option[];
}

/** Creates a change and applies the named CAB to it through the API, with the page's session and CSRF token. */
async function changeUnderCab(page: Page, subject: string, cabName: string): Promise<number> {
  await page.goto('/');
  const { csrfToken } = await readSession(page);
  const headers = { 'X-CSRF-TOKEN': csrfToken, Accept: 'application/json' };
  const [users, statuses, types, cabs] = await Promise.all([
    options(page, '/api/dependency/users'),
    options(page, `${api}/dependency/change_statuses`),
    options(page, `${api}/dependency/change_types`),
    options(page, `${api}/dependency/cabs`),
  ]);
  const created = await page.request.post(`${api}/change`, {
    headers,
    data: {
      subject,
      description: '<p>Swap the stack in the <b>Sunday</b> window.</p><script>window.hacked = true</script>',
      requester_id: users[0].id,
      status_id: statuses.find((status) => status.name === 'Planning')!.id,
      change_type_id: types[0].id,
    },
  });
  expect(created.status()).toBe(200);
  const changeId = (await created.json()).data.id as number;
  const cab = cabs.find((option) => option.name === cabName)!;
  const applied = await page.request.post(`${api}/apply-cab-approval`, {
    headers,
    data: { change_id: changeId, workflow_id: cab.id },
  });
  expect(await applied.json()).toEqual({ message: 'CAB applied successfully.' });
  return changeId;
}

async function changeStatus(page: Page, changeId: number): Promise<string> {
  const response = await page.request.get(`${api}/change/${changeId}`);
  return (await response.json()).data.change.status.name as string;
}

async function decide(page: Page, hash: string, subject: string, button: 'Approve' | 'Deny', comment: string) {
  await page.goto(`/change-approval/${hash}`);
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await page.getByLabel('Comment').fill(comment);
  await page.getByRole('button', { name: button }).click();
}

test('each approver approves by link, level after level, and the change moves to the CAB status', async ({ page }) => {
  const subject = 'Replace the core switch stack';
  const changeId = await changeUnderCab(page, subject, 'Major Change Board');
  expect(await changeStatus(page, changeId)).toBe('Awaiting Approval');
  const hashes = approverHashes(changeId);
  expect(hashes.map((row) => row.level)).toEqual([1, 1, 2]);

  // The public page: no agent chrome, the subject and the sanitised description.
  await page.goto(`/change-approval/${hashes[0].hash}`);
  await expect(page.getByRole('heading', { name: 'Change approval' })).toBeVisible();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await expect(page.getByText('Swap the stack in the Sunday window.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
  await expect(page.locator('.host-menu')).toBeHidden();
  await expect(page.locator('.host-topbar')).toBeHidden();
  await expectNoSeriousViolations(page);

  // A comment is required.
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();

  // The second level's link does not work before the first level is approved.
  await decide(page, hashes[2].hash, subject, 'Approve', 'Too early');
  await expect(page.getByRole('alert')).toHaveText('This approval level is not active yet.');
  await expect(page.getByLabel('Comment')).toHaveValue('Too early');
  await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();

  for (const [index, row] of hashes.entries()) {
    await decide(page, row.hash, subject, 'Approve', `Approved by approver ${index + 1}`);
    await expect(page.getByText('Change approved successfully.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toBeHidden();
    await expect(page.getByLabel('Comment')).toBeHidden();
    expect(await changeStatus(page, changeId)).toBe(
      index < hashes.length - 1 ? 'Awaiting Approval' : 'Pending Release',
    );
  }

  const status = await page.request.get(`${api}/change-approval-status/${changeId}`);
  expect((await status.json()).data[0].status).toBe('APPROVED');
});

test('a deny by link denies the board, sets the status from the CAB, and spends the link', async ({ page }) => {
  const subject = 'Raise the VPN idle timeout';
  const changeId = await changeUnderCab(page, subject, 'Standard Change Board');
  const [first, second] = approverHashes(changeId);
  expect(await changeStatus(page, changeId)).toBe('Awaiting Approval');

  await decide(page, first.hash, subject, 'Deny', 'Not during the audit');
  await expect(page.getByText('Change denied successfully.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deny' })).toBeHidden();
  expect(await changeStatus(page, changeId)).toBe('Planning');
  const status = await page.request.get(`${api}/change-approval-status/${changeId}`);
  expect((await status.json()).data[0].status).toBe('DENIED');

  // Both links of the decided board now lead to the not-found page with the server's message.
  for (const hash of [first.hash, second.hash]) {
    await page.goto(`/change-approval/${hash}`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('This approval link is invalid or has already been used.')).toBeVisible();
    await expect(page.getByLabel('Comment')).toHaveCount(0);
  }
});
