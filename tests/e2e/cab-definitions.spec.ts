import { expect, test, type Page } from '@playwright/test';
import { approverHashes } from './support/cabApproval';
import { api, apiClient, createdId, optionId, postOk } from './support/api';
import { stepsLimit } from './support/timeLimits';

async function changeStatus(page: Page, changeId: number): Promise<string> {
  const response = await page.request.get(`${api}/change/${changeId}`);
  return (await response.json()).data.change.status.name as string;
}

/** A change of this test's own, made through the API. */
async function createChange(page: Page, subject: string): Promise<number> {
  const response = await postOk(await apiClient(page), `${api}/change`, {
    data: {
      subject,
      description: '<p>Move the firewall rules to the new cluster.</p>',
      requester_id: await optionId(page, '/api/dependency/users'),
      status_id: await optionId(page, `${api}/dependency/change_statuses?limit=100`, 'Planning'),
      change_type_id: await optionId(page, `${api}/dependency/change_types?limit=100`, 'Standard'),
    },
  });
  return createdId(response);
}

/** Picks `option` in the lookup labelled `label` inside `scope`, typing to find it. */
async function pick(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  const combobox = scope.getByRole('combobox', { name: label });
  await combobox.click();
  await combobox.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

async function approveByLink(page: Page, hash: string, subject: string) {
  await page.goto(`/change-approval/${hash}`);
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await page.getByLabel('Comment').fill('Approved for the weekend window.');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Change approved successfully.')).toBeVisible();
}

test('a two-level CAB defined here runs on a change: level 1 by any approver, level 2 by all, then its status', async ({
  page,
}) => {
  test.setTimeout(stepsLimit(14));
  const marker = Date.now().toString(36);
  const cabName = `Firewall board ${marker}`;

  await page.goto('/service-desk/cab/create');
  const form = page.getByRole('form', { name: 'Create CAB' });
  await form.getByRole('textbox', { name: /^Name/ }).fill(cabName);
  await pick(page, form, 'Action on approve', 'Pending Review');
  await pick(page, form, 'Action on deny', 'Planning');
  await form.getByRole('radio', { name: 'Yes' }).check();
  await form.getByRole('radio', { name: '4 hours', exact: true }).check();

  const first = form.getByRole('group', { name: 'Level 1' });
  await first.getByRole('textbox', { name: /Level name/ }).fill('Network peers');
  await first.getByRole('radio', { name: 'Any approver' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(first.getByRole('alert')).toHaveText('at least one user or one user type is required to create CAB');
  await pick(page, first, 'Users', 'Sam Agent');
  await pick(page, first, 'Users', 'Vera Viewer');

  await form.getByRole('button', { name: 'Add level' }).click();
  const second = form.getByRole('group', { name: 'Level 2' });
  await expect(second.getByRole('radio', { name: 'All approvers' })).toBeChecked();
  await second.getByRole('textbox', { name: /Level name/ }).fill('Service owners');
  await pick(page, second, 'Users', 'Ada Admin');
  await pick(page, second, 'Users', 'Sam Agent');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('CAB created successfully.')).toBeVisible();

  // Three seconds later the list, where the new definition is found.
  await expect(page).toHaveURL(/\/service-desk\/cab$/);
  await page.getByRole('searchbox').fill(marker);
  await page.getByRole('link', { name: `View: ${cabName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: cabName })).toBeVisible();
  await expect(page.getByLabel('CAB details')).toContainText('YES');
  await expect(page.getByRole('tabpanel')).toContainText(`created the CAB ${cabName}`);

  // Applied from the change page.
  const subject = `Firewall move ${marker}`;
  const changeId = await createChange(page, subject);
  await page.goto(`/service-desk/changes/${changeId}/show`);
  await page.getByRole('button', { name: 'Apply CAB' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply CAB' });
  await pick(page, dialog, 'CAB', cabName);
  await dialog.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('CAB applied successfully.')).toBeVisible();
  expect(await changeStatus(page, changeId)).toBe('Awaiting Approval');

  const hashes = approverHashes(changeId);
  expect(hashes.map((row) => row.level)).toEqual([1, 1, 2, 2]);
  // Level 1 matches any: one approval moves on to level 2, which needs both its approvers.
  await approveByLink(page, hashes[0].hash, subject);
  expect(await changeStatus(page, changeId)).toBe('Awaiting Approval');
  await approveByLink(page, hashes[2].hash, subject);
  expect(await changeStatus(page, changeId)).toBe('Awaiting Approval');
  await approveByLink(page, hashes[3].hash, subject);

  await page.goto(`/service-desk/changes/${changeId}/show`);
  await expect(page.getByLabel('Summary').getByText('Pending Review')).toBeVisible();
});
