import { expect, test, type Locator, type Page } from '@playwright/test';

/** An i18n key shown as such: a snake_case word (the plugin's keys are written that way). */
const RAW_KEY = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/;

async function expectTranslated(dialog: Locator): Promise<void> {
  await expect(dialog.getByRole('textbox', { name: 'Subject' })).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Change type' })).toBeVisible();
  expect(await dialog.innerText()).not.toMatch(RAW_KEY);
}

/** The oldest problem with no change attached, read from the API (the page starts the session). */
async function problemWithoutChange(page: Page): Promise<number> {
  await page.request.get('/shim/session');
  const list = await page.request.get('/service-desk/api/problem-list?page=1&limit=50&sort-field=id&sort-order=desc');
  for (const { id } of (await list.json()).data.problems as Array<{ id: number }>) {
    const detail = await page.request.get(`/service-desk/api/problem/${id}`);
    if (!(await detail.json()).data.change) return id;
  }
  throw new Error('No seeded problem without a change.');
}

test('the new-change dialog of the problem view shows its texts, not their keys', async ({ page }) => {
  const id = await problemWithoutChange(page);
  await page.goto(`/service-desk/problem/${id}/show`);
  await page.getByRole('button', { name: 'Associate', exact: true }).click();
  await page.getByRole('button', { name: 'Attach new change', exact: true }).click();
  await expectTranslated(page.getByRole('dialog', { name: 'Attach new change' }));
});

test("the ticket action bar's change dialog shows its texts, not their keys", async ({ page }) => {
  await page.goto('/thread/18');
  const actionBar = page.getByRole('toolbar', { name: 'Service desk actions' });
  await actionBar.getByRole('button', { name: 'Create change' }).click();
  await expectTranslated(page.getByRole('dialog', { name: 'Create change' }));
});
