import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, apiClient, postOk } from './support/api';
import { stepsLimit } from './support/timeLimits';

/**
 * A contract through its life: created with the approver rule, the user-or-vendor rule and an
 * inline new vendor; approved by the approver's link from the outbox (the used link is then a
 * not-found page); extended and renewed (the history shows both); an asset attached and
 * detached; terminated. Rejecting needs a reason.
 */

// The tests change the shared database: one at a time.
test.describe.configure({ mode: 'serial' });

interface Option {
  id: number;
  name: string;
}

async function firstOption(page: Page, path: string): Promise<Option> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return ((await response.json()).data.data as Option[])[0];
}

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

async function contractIdNamed(page: Page, name: string): Promise<number> {
  const response = await page.request.get(`${api}/contract-list`, { params: { 'search-query': name } });
  const rows = (await response.json()).data.contracts as Option[];
  return rows.find((row) => row.name === name)!.id;
}

/** The approval link the outbox holds for the named contract. */
async function approvalLink(page: Page, name: string): Promise<string> {
  const response = await page.request.get('/shim/outbox', { params: { kind: 'contract_approval', limit: 100 } });
  const mails = (await response.json()).data.mails as Array<{ body: string }>;
  const mail = mails.find((entry) => entry.body.includes(`"${name}"`));
  const link = /\/service-desk\/contract-approval\/[0-9a-f]+\/\d+/.exec(mail?.body ?? '')?.[0];
  expect(link).toBeDefined();
  return link!;
}

/** A new term makes the contract a Draft again: its approver (here, the agent) approves it on its page. */
async function approveOnPage(page: Page) {
  await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve' });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Contract approved successfully.')).toBeVisible();
}

/** Fills the end date, approver and cost of an extend or renew `dialog` and submits it. */
async function submitNewTerm(page: Page, dialog: Locator, term: { end: string; approver: string; cost: string }) {
  await dialog.getByLabel('End date').fill(term.end);
  await choose(page, dialog, 'Approver', term.approver);
  await dialog.getByRole('textbox', { name: 'Cost' }).fill(term.cost);
  await dialog.getByRole('button', { name: 'Submit' }).click();
}

test('a contract is created, approved by its link, extended, renewed, given an asset and terminated', async ({
  page,
}) => {
  test.setTimeout(stepsLimit(16));
  const name = `Copier lease ${Date.now().toString(36)}`;
  const vendorName = `Vendor ${Date.now().toString(36)}`;
  await page.goto('/service-desk/contracts/create');
  const [agent, user, contractType] = await Promise.all([
    firstOption(page, '/api/dependency/agents'),
    firstOption(page, '/api/dependency/users'),
    firstOption(page, `${api}/dependency/contract_types`),
  ]);
  const form = page.getByRole('form', { name: 'Create contract' });
  await expect(page.getByRole('heading', { level: 1, name: 'Create contract' })).toBeVisible();

  // The approver makes the status a locked Draft.
  await choose(page, form, 'Approver', agent.name);
  await expect(form.getByRole('list', { name: 'Selected Status' })).toHaveText(/Draft/);
  await expect(form.getByRole('combobox', { name: 'Status' })).toBeDisabled();

  // A user hides the vendor, and the other way round.
  await choose(page, form, 'User', user.name);
  await expect(form.getByRole('combobox', { name: 'Vendor' })).toHaveCount(0);
  await form
    .getByRole('list', { name: 'Selected User' })
    .getByRole('button', { name: `Remove ${user.name}` })
    .click();

  // A new vendor, created inline, is chosen.
  await form.getByRole('button', { name: 'Add vendor' }).click();
  const modal = page.getByRole('dialog', { name: 'Add vendor' });
  await modal.getByRole('textbox', { name: 'Name' }).fill(vendorName);
  await modal.getByRole('textbox', { name: 'Email' }).fill('sales@vendor.example');
  await modal.getByRole('textbox', { name: 'Primary contact' }).fill('Hank Hill');
  await modal.getByRole('textbox', { name: 'Address' }).fill('1 Main Street');
  await modal.getByRole('textbox', { name: 'Description' }).fill('Copiers and toner.');
  await modal.getByRole('button', { name: 'Proceed' }).click();
  await expect(modal).toBeHidden();
  await expect(form.getByRole('list', { name: 'Selected Vendor' })).toHaveText(new RegExp(vendorName));
  await expect(form.getByRole('combobox', { name: 'User' })).toHaveCount(0);

  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await choose(page, form, 'Contract type', contractType.name);
  await form.getByRole('textbox', { name: 'Cost' }).fill('1500.25');
  await form.getByLabel('Start date').fill('2026-01-01T09:00');
  await form.getByLabel('End date').fill('2026-12-31T17:00');
  await form.locator('.ck-editor__editable').fill('Two copiers for the second floor.');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Contract created successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/service-desk\/contracts\/list$/);
  const id = await contractIdNamed(page, name);

  // The approver's link, from the outbox: the summary, then approve; Home 2 seconds later.
  const link = await approvalLink(page, name);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Contract approval' })).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Contract approved successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  // Extend (start fixed at the end), then renew: the history shows both.
  await page.goto(`/service-desk/contracts/${id}/show`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const actions = page.getByRole('group', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Extend' }).click();
  let dialog = page.getByRole('dialog', { name: 'Extend' });
  await expect(dialog.getByLabel('Start date')).toBeDisabled();
  await expect(dialog.getByLabel('Start date')).toHaveValue('2026-12-31T17:00');
  await submitNewTerm(page, dialog, { end: '2027-06-30T17:00', approver: agent.name, cost: '800' });
  await expect(page.getByText('Contract extended successfully.')).toBeVisible();
  await approveOnPage(page);

  await actions.getByRole('button', { name: 'Renew' }).click();
  dialog = page.getByRole('dialog', { name: 'Renew' });
  await dialog.getByLabel('Start date').fill('2027-07-01T09:00');
  await submitNewTerm(page, dialog, { end: '2028-06-30T17:00', approver: agent.name, cost: '1600' });
  await expect(page.getByText('Contract renewed successfully.')).toBeVisible();
  await approveOnPage(page);
  await page.getByRole('tab', { name: 'Contract history' }).click();
  const history = page.getByRole('table', { name: 'Contract history' });
  await expect(history.getByRole('row')).toHaveCount(4);

  // An asset attached through the picker, then detached from the assets tab.
  await actions.getByRole('button', { name: 'Attach assets' }).click();
  dialog = page.getByRole('dialog', { name: 'Attach assets' });
  const pick = dialog.getByRole('checkbox', { name: /^Select (?!all)/ }).first();
  const assetName = ((await pick.getAttribute('aria-label')) ?? '').replace(/^Select /, '');
  await pick.check();
  await dialog.getByRole('button', { name: /Attach|Submit/ }).click();
  await expect(page.getByText('Assets attached successfully.')).toBeVisible();
  await page.getByRole('tab', { name: 'Associated assets' }).click();
  await expect(page.getByRole('link', { name: assetName, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Detach: ${assetName}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Detach' }).click();
  await expect(page.getByRole('tab', { name: 'Associated assets' })).toHaveCount(0);

  // Terminate: a confirmation, then no more lifecycle actions.
  await actions.getByRole('button', { name: 'Terminate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Terminate' }).click();
  await expect(page.getByText('Contract terminated successfully.')).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Extend' })).toHaveCount(0);
});

test('rejecting a draft contract waits for a reason', async ({ page }) => {
  await page.goto('/');
  const client = await apiClient(page);
  const [agent, vendor, contractType] = await Promise.all([
    firstOption(page, '/api/dependency/agents'),
    firstOption(page, `${api}/dependency/vendors`),
    firstOption(page, `${api}/dependency/contract_types`),
  ]);
  const name = `Draft lease ${Date.now().toString(36)}`;
  await postOk(client, `${api}/contract`, {
    multipart: {
      name,
      cost: '100',
      description: '<p>A draft.</p>',
      contract_type_id: String(contractType.id),
      approver_id: String(agent.id),
      vendor_id: String(vendor.id),
      status_id: '1',
      contract_start_date: '2026-01-01 00:00:00',
      contract_end_date: '2026-12-31 00:00:00',
    },
  });
  const id = await contractIdNamed(page, name);

  await page.goto(`/service-desk/contracts/${id}/show`);
  await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject' });
  await expect(dialog.getByRole('button', { name: 'Reject' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('No budget this year');
  await expect(dialog.getByRole('button', { name: 'Reject' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Contract rejected successfully.')).toBeVisible();
});
