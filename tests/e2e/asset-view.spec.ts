import { expect, test, type Page } from '@playwright/test';
import { openTab } from './support/recordPage';
import { insertScratchAsset } from './support/scratchAsset';
import { api, apiClient, createdId, optionId, postOk } from './support/api';

/**
 * The asset page's actions, through the host-shim: the asset is attached to a problem from its own
 * page, the problem lists it, it is detached again; and an asset is deleted, back to the asset list.
 */

/** A new problem with `subject`, created through the API; returns its id. */
async function createProblem(page: Page, subject: string): Promise<number> {
  const response = await postOk(await apiClient(page), `${api}/problem`, {
    data: {
      subject,
      description: '<p>Seen after the last update.</p>',
      requester_id: await optionId(page, '/api/dependency/users'),
      department_id: await optionId(page, '/api/dependency/departments'),
      impact_id: await optionId(page, `${api}/dependency/impacts`),
      status_type_id: await optionId(page, '/api/dependency/statuses'),
      priority_id: await optionId(page, '/api/dependency/priorities'),
    },
  });
  return createdId(response);
}

async function chooseMenuItem(page: Page, menu: string, item: string): Promise<void> {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('button', { name: item, exact: true }).click();
}

test('the asset is attached to a problem from its page, shows in the problem, and is detached', async ({ page }) => {
  const marker = `e2e-${Date.now().toString(36)}`;
  const assetName = `Scratch phone ${marker}`;
  const assetId = insertScratchAsset(assetName);
  await page.goto('/');
  const subject = `Phone keeps rebooting ${marker}`;
  const problemId = await createProblem(page, subject);

  await page.goto(`/service-desk/assets/${assetId}/show`);
  await expect(page.getByRole('heading', { level: 1, name: assetName })).toBeVisible();
  await chooseMenuItem(page, 'Associate', 'Attach to problems');
  const dialog = page.getByRole('dialog', { name: 'Attach to problems' });
  const attach = dialog.getByRole('button', { name: 'Attach' });
  await expect(attach).toBeDisabled();
  await dialog.getByRole('searchbox', { name: 'Search problems' }).fill(marker);
  await dialog.getByRole('checkbox', { name: subject }).check();
  await attach.click();
  await expect(page.getByText('Asset attached successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await openTab(page, 'Associated problems');
  const problems = page.getByRole('table', { name: 'Associated problems' });
  const link = problems.getByRole('link', { name: subject });
  await expect(link).toHaveAttribute('href', `/service-desk/problem/${problemId}/show`);
  await openTab(page, 'Activity log');
  await expect(page.getByText(new RegExp(`attached the problem .*`)).first()).toBeVisible();

  await page.goto(`/service-desk/problem/${problemId}/show`);
  await openTab(page, 'Associated assets');
  await expect(page.getByRole('table', { name: 'Associated assets' }).getByText(assetName)).toBeVisible();

  await page.goto(`/service-desk/assets/${assetId}/show`);
  await openTab(page, 'Associated problems');
  await problems.getByRole('button', { name: /^Detach: / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Detach' }).click();
  await expect(page.getByText('Asset detached successfully.')).toBeVisible();
  await expect(problems.getByRole('link', { name: subject })).toHaveCount(0);
  await expect(problems.getByText('no data found')).toBeVisible();
});

test('an asset is deleted after a confirmation, and the page goes to the asset list', async ({ page }) => {
  const assetName = `Scratch licence ${Date.now().toString(36)}`;
  const assetId = insertScratchAsset(assetName);
  await page.goto(`/service-desk/assets/${assetId}/show`);
  await expect(page.getByRole('heading', { level: 1, name: assetName })).toBeVisible();
  await chooseMenuItem(page, 'More', 'Delete');
  const dialog = page.getByRole('dialog', { name: 'Delete asset' });
  await expect(dialog).toContainText(assetName);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/service-desk\/assets\/list$/);
  expect((await page.request.get(`${api}/asset/${assetId}`)).status()).toBe(404);
});
