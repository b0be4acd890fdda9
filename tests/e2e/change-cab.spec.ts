import { expect, test, type Page } from '@playwright/test';
import { openTab } from './support/recordPage';
import { readSession } from './support/hostPage';
import { api, apiClient, createdId, optionId, postOk } from './support/api';
import { stepsLimit } from './support/timeLimits';

/** A change of this test's own, made through the API. */
async function createChange(page: Page, subject: string): Promise<number> {
  await page.goto('/');
  const response = await postOk(await apiClient(page), `${api}/change`, {
    data: {
      subject,
      description: '<p>Move the nightly jobs to the new scheduler.</p>',
      requester_id: await optionId(page, '/api/dependency/users'),
      status_id: await optionId(page, `${api}/dependency/change_statuses`, 'Planning'),
      change_type_id: await optionId(page, `${api}/dependency/change_types`),
    },
  });
  return createdId(response);
}

test('applies a CAB from the change view, freezes the details, and an approval in the CAB tab moves the status', async ({
  page,
}) => {
  test.setTimeout(stepsLimit(7));
  const subject = `Scheduler move ${Date.now().toString(36)}`;
  const changeId = await createChange(page, subject);
  await page.goto(`/service-desk/changes/${changeId}/show`);
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();

  await page.getByRole('button', { name: 'Apply CAB' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply CAB' });
  const proceed = dialog.getByRole('button', { name: 'Proceed' });
  await expect(proceed).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'CAB' }).click();
  await page.getByRole('option', { name: 'Standard Change Board' }).click();
  await page.keyboard.press('Escape');
  await expect(proceed).toBeEnabled();
  await proceed.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('CAB applied successfully.')).toBeVisible();

  // While the board decides, the details cannot be changed and the CAB cannot be applied again.
  await expect(page.getByRole('button', { name: 'Planning', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Apply CAB' })).toHaveCount(0);
  await expect(page.getByText('Awaiting CAB approval')).toBeVisible();
  await page.getByRole('button', { name: 'More' }).click();
  await expect(page.getByText('Update activity duration')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await openTab(page, 'CABs');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Standard Change Board')).toBeVisible();
  await expect(panel.getByText('Pending').first()).toBeVisible();

  // The admin may remove the approval but is no approver of this board; one of its approvers decides.
  await expect(panel.getByRole('button', { name: 'Remove approval' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  const session = await readSession(page);
  const approver = session.users.find((user) => user.name === 'Sam Agent');
  if (!approver) throw new Error('Sam Agent is not among the seeded users.');
  const signIn = await page.request.post('/shim/sign-in', {
    data: { user_id: approver.id },
    headers: { 'X-CSRF-TOKEN': session.csrfToken },
  });
  expect(signIn.status()).toBe(200);
  await page.reload();
  await openTab(page, 'CABs');
  await panel.getByRole('button', { name: 'Approve', exact: true }).click();
  const decision = page.getByRole('dialog', { name: 'Approve the change' });
  await decision.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(decision.getByText('This field is required.')).toBeVisible();
  await decision.getByLabel('Comment').fill('Fine for the Sunday window.');
  await decision.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(decision.getByText('Change approved successfully.')).toBeVisible();

  // The board decided: the change takes the CAB's status and its details open again.
  await expect(page.getByLabel('Summary').getByText('Pending Release')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Planning', exact: true })).toBeEnabled();
  await expect(panel.getByText('Approved').first()).toBeVisible();
  await expect(page.getByText('Awaiting CAB approval')).toHaveCount(0);
  // The decision names who made it, with their comment.
  await expect(panel.getByText('Approved by Sam Agent')).toBeVisible();
  await expect(panel.getByText('Comment: Fine for the Sunday window.')).toBeVisible();
});
