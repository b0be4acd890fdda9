import { expect, test, type Locator, type Page } from '@playwright/test';
import { openTab } from './support/recordPage';
import { insertScratchType } from './support/scratchType';
import { api, apiClient, createdId, optionId, postOk } from './support/api';
import { stepsLimit } from './support/timeLimits';

/**
 * Change workflows and listeners through the host-shim: an administrator defines a workflow that
 * raises the priority of new changes of a type and a listener that applies a CAB when such a
 * change's status changes; a change of that type is created and updated, and its page shows what
 * both did. The rules name a change type of the test's own, so other tests' changes never match.
 */

function group(form: Locator, name: string): Locator {
  return form.getByRole('group', { name, exact: true });
}

/** Fills the open automation form: one rule "Change type is `type`" and one action. */
async function fillAutomation(page: Page, name: string, type: string, action: string, value: string) {
  const form = page.locator('form');
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('button', { name: 'Add rule' }).click();
  const rule = group(form, 'Rule 1');
  await rule.getByRole('combobox', { name: 'Field' }).selectOption({ label: 'Change type' });
  await expect(rule.getByRole('combobox', { name: 'Operator' })).toHaveValue('is');
  await rule.getByRole('combobox', { name: 'Value' }).selectOption({ label: type });
  const first = group(form, 'Action 1');
  await first.getByRole('combobox', { name: 'Action type' }).selectOption({ label: action });
  await first.getByRole('combobox', { name: 'Value' }).selectOption({ label: value });
}

async function saveChange(page: Page, fields: Record<string, unknown>): Promise<number> {
  return createdId(await postOk(await apiClient(page), `${api}/change`, { data: fields }));
}

test('a workflow sets a new change’s priority and a listener applies a CAB when its status changes', async ({
  page,
}) => {
  test.setTimeout(stepsLimit(8));
  const marker = Date.now().toString(36);
  const type = `Emergency ${marker}`;
  const typeId = insertScratchType('change_types', type);
  const workflow = `Urgent emergencies ${marker}`;
  const listener = `Board on status ${marker}`;

  await page.goto('/service-desk/workflow/create?page_type=change');
  await expect(page.getByRole('heading', { name: 'New change workflow' })).toBeVisible();
  // Nothing is sent until the name and the action are given.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await fillAutomation(page, workflow, type, 'Set priority', 'Urgent');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Workflow saved successfully.')).toBeVisible();
  await expect(page).toHaveURL('/service-desk/workflow');
  await page.getByRole('searchbox').fill(workflow);
  await expect(page.getByRole('row').filter({ hasText: workflow })).toContainText('Set priority to Urgent');

  await page.goto('/service-desk/listener/create?page_type=change');
  await expect(page.getByRole('heading', { name: 'New change listener' })).toBeVisible();
  await fillAutomation(page, listener, type, 'Apply CAB', 'Standard Change Board');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Choose at least one event.')).toBeVisible();
  await page.getByRole('group', { name: 'Events' }).getByRole('checkbox', { name: 'Status changed' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Listener saved successfully.')).toBeVisible();
  await expect(page).toHaveURL('/service-desk/listener');

  const subject = `Core switch swap ${marker}`;
  const fields = {
    subject,
    description: '<p>Swap the core switch in rack B.</p>',
    requester_id: await optionId(page, '/api/dependency/users?limit=100', 'Rita Requester'),
    status_id: await optionId(page, `${api}/dependency/change_statuses?limit=100`, 'Open'),
    priority_id: await optionId(page, `${api}/dependency/change_priorities?limit=100`, 'Low'),
    change_type_id: typeId,
  };
  const changeId = await saveChange(page, fields);
  await page.goto(`/service-desk/changes/${changeId}/show`);
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await expect(page.getByText('Urgent', { exact: true })).toBeVisible();
  await expect(page.getByText('Awaiting CAB approval')).toHaveCount(0);

  // The status changes: the listener applies the board, which freezes the change.
  await saveChange(page, {
    ...fields,
    id: changeId,
    status_id: await optionId(page, `${api}/dependency/change_statuses?limit=100`, 'Planning'),
  });
  await page.reload();
  await expect(page.getByText('Awaiting CAB approval')).toBeVisible();
  await openTab(page, 'Activity');
  await expect(page.getByText(`Workflow "${workflow}" set priority to Urgent`)).toBeVisible();
  await expect(page.getByText(`Listener "${listener}" applied CAB "Standard Change Board"`)).toBeVisible();
});

test('a workflow moved down takes the next place, and a deleted one leaves the list', async ({ page }) => {
  test.setTimeout(stepsLimit(7));
  const marker = Date.now().toString(36);
  const type = `Minor ${marker}`;
  insertScratchType('change_types', type);
  const names = [`First ${marker}`, `Second ${marker}`];
  for (const name of names) {
    await page.goto('/service-desk/workflow/create?page_type=change');
    await fillAutomation(page, name, type, 'Set impact', 'High');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Workflow saved successfully.')).toBeVisible();
  }
  await page.getByRole('searchbox').fill(marker);
  const rows = page.getByRole('row').filter({ hasText: marker });
  await expect(rows).toHaveCount(2);
  // Moving needs the whole list: other tests' workflows may stand between the two.
  await page.getByRole('searchbox').fill('');
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('100');
  const order = async (name: string) =>
    Number(await page.getByRole('row').filter({ hasText: name }).getByRole('cell').first().textContent());
  await expect(page.getByRole('button', { name: `Move down: ${names[0]}` })).toBeEnabled();
  const before = await order(names[0]);
  await page.getByRole('button', { name: `Move down: ${names[0]}` }).click();
  await expect(page.getByText('Order updated successfully.')).toBeVisible();
  await expect.poll(() => order(names[0])).toBe(before + 1);

  await page.getByRole('button', { name: `Delete: ${names[1]}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Workflow deleted successfully.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: names[1] })).toHaveCount(0);
});
