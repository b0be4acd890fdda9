import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/listPage';
import { attachFirstAssetThenDetach, openTab } from './support/recordPage';

// One seeded change goes through the view's actions against the real backend, in order.
test.describe.configure({ mode: 'serial' });

const NOTE = `Ring 1 goes first ${Date.now().toString(36)}`;
const COMMENT = `Maintenance window confirmed ${Date.now().toString(36)}`;

let changeId = 0;
let subject = '';

async function typeInEditor(editor: Locator, text: string): Promise<void> {
  await editor.click();
  await editor.pressSequentially(text);
}

async function chooseMenu(page: Page, menu: string, item: string): Promise<void> {
  await page.getByRole('button', { name: menu, exact: true }).click();
  await page.getByRole('button', { name: item, exact: true }).click();
}

async function openChange(page: Page): Promise<void> {
  await page.goto(`/service-desk/changes/${changeId}/show`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('title', subject);
}

function field(page: Page, name: string): Locator {
  return page.locator(`[data-field="${name}"] dd`);
}

test.beforeAll(async ({ request }) => {
  // API calls need a session, which the page (or /shim/session) starts.
  await request.get('/shim/session');
  // The first seeded change that is not closed yet.
  for (let id = 1; id < 40; id += 1) {
    const response = await request.get(`/service-desk/api/change/${id}`);
    const { change } = (await response.json()).data as { change: { subject: string; status: { name: string } } };
    if (change.status.name !== 'Closed') {
      changeId = id;
      subject = change.subject;
      return;
    }
  }
  throw new Error('No open change in the seed.');
});

/** The change page with the dialog named `dialog` opened by `item` of its More menu. */
async function openFromMore(page: Page, item: string, dialog: string): Promise<Locator> {
  await openChange(page);
  await chooseMenu(page, 'More', item);
  return page.getByRole('dialog', { name: dialog });
}

test('opens a seeded change and adds a rollout plan', async ({ page }) => {
  await openChange(page);
  await expect(page.getByRole('tab', { name: 'Discussions' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'More', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);

  await chooseMenu(page, 'Planning', 'Rollout plan');
  const dialog = page.getByRole('dialog', { name: 'Rollout plan' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await typeInEditor(dialog.locator('.ck-editor__editable'), NOTE);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();

  await openTab(page, 'Details');
  const timeline = page.getByRole('list', { name: 'Planning' });
  await expect(timeline.getByRole('heading', { name: 'Rollout plan' })).toBeVisible();
  await expect(timeline.getByText(NOTE)).toBeVisible();
});

test('posts a discussion comment', async ({ page }) => {
  await openChange(page);
  const start = page.getByRole('button', { name: 'Start a discussion' });
  const add = page.getByRole('button', { name: 'Add comment' });
  await expect(start.or(add)).toBeVisible();
  await ((await start.isVisible()) ? start : add).click();
  const dialog = page.getByRole('dialog', { name: 'Add comment' });
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await typeInEditor(dialog.locator('.ck-editor__editable'), COMMENT);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Comment added successfully.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Discussions' }).getByText(COMMENT)).toBeVisible();
});

test('attaches an asset, then detaches it', async ({ page }) => {
  await openChange(page);
  await page.getByRole('button', { name: 'Attach asset', exact: true }).click();
  await attachFirstAssetThenDetach(page);
});

test('assigns the change to an agent', async ({ page }) => {
  await openChange(page);
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign' });
  const submit = dialog.getByRole('button', { name: 'Assign', exact: true });
  await expect(submit).toBeDisabled();
  const agent = dialog.getByRole('radio').first();
  const agentName = ((await dialog.locator('.form-check-label').first().getAttribute('title')) ?? '').trim();
  await agent.check();
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Change assigned successfully.')).toBeVisible();
  await expect(field(page, 'agent')).toHaveText(agentName);
});

test('updates the activity duration', async ({ page }) => {
  const dialog = await openFromMore(page, 'Update activity duration', 'Update activity duration');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await dialog.getByLabel('Time (minutes)').fill('90');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Activity duration updated successfully.')).toBeVisible();
  await expect(field(page, 'total_activity_duration')).toHaveText('1 hour 30 minutes');
});

test('closes the change after a confirmation', async ({ page }) => {
  const dialog = await openFromMore(page, 'Close change', 'Please confirm');
  await dialog.getByRole('button', { name: 'Close change' }).click();
  await expect(page.getByText('Change closed successfully.')).toBeVisible();
  await expect(page.getByLabel('Summary').getByText('Closed', { exact: true })).toBeVisible();
  await expect(field(page, 'change_closed_on')).toBeVisible();
  await page.getByRole('button', { name: 'More', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Close change', exact: true })).toHaveCount(0);

  await openTab(page, 'Activity');
  await expect(page.getByText(/closed the change/).first()).toBeVisible();
});
