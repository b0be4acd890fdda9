import { expect, test, type Page } from '@playwright/test';
import { api, apiClient, createdId, optionId, postOk } from './support/api';
import { stepsLimit } from './support/timeLimits';

/**
 * A contract ending in 5 days is given an expiry reminder 10 days ahead on its page; the backend's
 * scheduled check (every second in the e2e server) mails the address, and the mail is on the host's
 * outbox page.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD HH:mm:ss' in UTC, as the backend reads dates. */
const dbDate = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

/** Creates an active contract ending in `days` days, with no reminder yet; answers its id. */
async function createContractEndingIn(page: Page, name: string, days: number): Promise<number> {
  const client = await apiClient(page);
  const [vendorId, contractTypeId] = await Promise.all([
    optionId(page, `${api}/dependency/vendors`),
    optionId(page, `${api}/dependency/contract_types`),
  ]);
  const now = Date.now();
  const saved = await postOk(client, `${api}/contract`, {
    multipart: {
      name,
      cost: '300',
      description: '<p>Printer servicing.</p>',
      contract_type_id: String(contractTypeId),
      vendor_id: String(vendorId),
      status_id: '4',
      contract_start_date: dbDate(new Date(now - 30 * DAY_MS)),
      contract_end_date: dbDate(new Date(now + days * DAY_MS)),
    },
  });
  return createdId(saved);
}

test('an expiry reminder set on the contract page reaches the outbox once the end is within its days', async ({
  page,
}) => {
  test.setTimeout(stepsLimit(5));
  const stamp = Date.now().toString(36);
  const name = `Printer servicing ${stamp}`;
  const address = `facilities-${stamp}@example.com`;
  await page.goto('/');
  const id = await createContractEndingIn(page, name, 5);

  await page.goto(`/service-desk/contracts/${id}/show`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Expiry reminder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Expiry reminder' });
  await dialog.getByRole('textbox', { name: /Notify e-mail addresses/ }).fill(address);
  await dialog.getByRole('spinbutton', { name: /Notify before/ }).fill('10');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Expiry reminder saved successfully.')).toBeVisible();

  // The scheduled check runs every second: wait until it has mailed the address, then open the page.
  await expect
    .poll(async () => {
      const response = await page.request.get('/shim/outbox', { params: { kind: 'contract_expiry', limit: 100 } });
      const mails = (await response.json()).data.mails as { to_email: string }[];
      return mails.filter((entry) => entry.to_email === address).length;
    })
    .toBe(1);
  await page.goto('/outbox');
  await expect(page.getByRole('heading', { name: 'Mail outbox' })).toBeVisible();
  const mail = page.getByRole('row').filter({ hasText: address });
  await expect(mail).toHaveCount(1);
  await expect(mail).toContainText('contract_expiry');
  await expect(mail).toContainText(`Contract expiring: ${name}`);
  await expect(mail).toContainText('(reminder set 10 days before)');
});
