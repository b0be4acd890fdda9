import { expect, test, type Page } from '@playwright/test';
import { approverHashes, changeUnderCab } from './support/cabApproval';
import { expectNoSeriousViolations } from './support/listPage';

const api = '/service-desk/api';

// The tests change the shared database: one at a time.
test.describe.configure({ mode: 'serial' });

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
