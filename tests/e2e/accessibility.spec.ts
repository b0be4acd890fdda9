import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { IMPORTER_PATH, mixedCsv, serveImportTracking, uploadForMapping } from './support/assetImport';
import { draftContractLink } from './support/contractApproval';
import { stepsLimit } from './support/timeLimits';

/** Serious and critical axe violations inside the plugin's content and its dialogs. */
async function seriousViolations(page: Page): Promise<Array<{ id: string; targets: string[] }>> {
  const result = await new AxeBuilder({ page }).include('#sd-content').include('.sd-portal').analyze();
  return result.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

async function expectAccessible(page: Page): Promise<void> {
  // Contrast is measured at rest: the pointer leaves the content (a click leaves it over a button,
  // and a layout shift can move another button under it, starting a hover transition late), open
  // dialogs have faded in and buttons have left their hover or focus transition.
  await page.mouse.move(0, 0);
  for (const dialog of await page.locator('.modal.show').all()) await expect(dialog).toHaveCSS('opacity', '1');
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
  expect(await seriousViolations(page)).toEqual([]);
}

async function firstId(page: Page, path: string, listKey: string): Promise<number> {
  // API calls need a session, which a page (or /shim/session) starts.
  await page.request.get('/shim/session');
  // The oldest record (the order is sent inverted): other tests create and delete the newest ones.
  const response = await page.request.get(`${path}?page=1&limit=1&sort-field=id&sort-order=desc`);
  const rows = (await response.json()).data[listKey] as Array<{ id: number }>;
  return rows[0].id;
}

async function openMenuItem(page: Page, menu: string, item: string, title: string): Promise<Locator> {
  await page.getByRole('button', { name: menu, exact: true }).click();
  await page.getByRole('button', { name: item, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The page at `path`, once `loaded` shows, has no serious violations. */
async function expectAccessibleAt(page: Page, path: string, loaded: Locator): Promise<void> {
  await page.goto(path);
  await expect(loaded).toBeVisible();
  await expectAccessible(page);
}

test('the problem form has no serious accessibility violations, empty and with its errors', async ({ page }) => {
  await page.goto('/service-desk/problem/create');
  const form = page.getByRole('form', { name: 'Create problem' });
  await expect(form.locator('.ck-editor__editable')).toBeVisible();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('This field is required.').first()).toBeVisible();
  await expectAccessible(page);
});

test('the problem view and each of its tabs have no serious violations', async ({ page }) => {
  const id = await firstId(page, '/service-desk/api/problem-list', 'problems');
  await expectAccessibleAt(page, `/service-desk/problem/${id}/show`, page.getByRole('tab', { name: 'Activity log' }));
  const tabs = await page.getByRole('tab').allTextContents();
  test.setTimeout(stepsLimit(1 + tabs.length));
  for (const tab of tabs) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expect(page.getByRole('tabpanel').locator('.spinner-border')).toHaveCount(0);
    await expectAccessible(page);
  }
});

for (const [menu, item, title] of [
  ['Planning', 'Root cause', 'Root cause'],
  ['Planning', 'Solution', 'Solution'],
  ['Associate', 'Attach asset', 'Attach assets'],
  ['Associate', 'Attach ticket', 'Attach tickets'],
]) {
  test(`the problem view's ${title} dialog has no serious violations`, async ({ page }) => {
    const id = await firstId(page, '/service-desk/api/problem-list', 'problems');
    await page.goto(`/service-desk/problem/${id}/show`);
    const dialog = await openMenuItem(page, menu, item, title);
    if (menu === 'Planning') await expect(dialog.locator('.ck-editor__editable')).toBeVisible();
    await expect(dialog.locator('.spinner-border')).toHaveCount(0);
    await expectAccessible(page);
  });
}

test('the change list and its filter panel have no serious violations', async ({ page }) => {
  await expectAccessibleAt(page, '/service-desk/changes/list', page.getByRole('table').locator('tbody tr').first());

  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page.getByRole('form', { name: 'Filter' }).getByRole('button', { name: 'Apply' })).toBeVisible();
  await expectAccessible(page);
});

test('the change form has no serious violations', async ({ page }) => {
  await expectAccessibleAt(page, '/service-desk/changes/create', page.locator('.ck-editor__editable'));
});

test('a problem can be created with the keyboard alone', async ({ page }) => {
  await page.goto('/service-desk/problem/create');
  const form = page.getByRole('form', { name: 'Create problem' });
  const subject = form.getByRole('textbox', { name: 'Subject' });
  await expect(form.locator('.ck-editor__editable')).toBeVisible();
  const title = `Keyboard only ${Date.now().toString(36)}`;

  await subject.focus();
  await page.keyboard.type(title);
  // Tab through the form: every lookup is opened and answered from the keyboard.
  const lookups = ['From', 'Department', 'Impact', 'Status', 'Priority'];
  for (let step = 0; step < 40 && lookups.length > 0; step += 1) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      if (!active || active.getAttribute('role') !== 'combobox') return null;
      const id = active.getAttribute('aria-labelledby');
      const byLabel = id ? document.getElementById(id)?.textContent : null;
      return (byLabel ?? document.querySelector(`label[for="${active.id}"]`)?.textContent ?? '').trim();
    });
    const index = label === null ? -1 : lookups.findIndex((name) => label.startsWith(name));
    if (index === -1) continue;
    lookups.splice(index, 1);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option').filter({ visible: true }).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
  }
  expect(lookups).toEqual([]);

  await form.locator('.ck-editor__editable').focus();
  await page.keyboard.type('Typed without a mouse.');
  await form.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Problem created successfully.')).toBeVisible();
});

/** An administered list (once its rows show) and its create form (once a submit marked a required field). */
for (const [list, formName] of [
  ['/service-desk/asset-type', 'Create asset type'],
  ['/service-desk/asset-status', 'Create asset status'],
  ['/service-desk/cmdb-relation', 'Create relation type'],
  ['/service-desk/procurement', 'Create procurement mode'],
  ['/service-desk/contract-type', 'Create contract type'],
  ['/service-desk/license-type', 'Create license type'],
  ['/service-desk/vendor', 'Create vendor'],
  ['/service-desk/products', 'Create product'],
]) {
  test(`the list at ${list} has no serious violations`, async ({ page }) => {
    await expectAccessibleAt(page, list, page.getByRole('table').locator('tbody tr').first());
  });

  test(`the form "${formName}" with its errors has no serious violations`, async ({ page }) => {
    await page.goto(`${list}/create`);
    const form = page.getByRole('form', { name: formName });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('This field is required.').first()).toBeVisible();
    await expectAccessible(page);
  });
}

test('the asset list, its filter panel, labels alert and column chooser have no serious violations', async ({
  page,
}) => {
  await expectAccessibleAt(page, '/service-desk/assets/list', page.getByRole('table').locator('tbody tr').first());
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('form', { name: 'Filter' }).getByRole('combobox').first()).toBeVisible();
  await page.getByRole('button', { name: 'Generate label' }).click();
  await expect(page.locator('#sd-content').getByRole('alert')).toBeVisible();
  await page.getByRole('button', { name: 'Columns' }).click();
  await expect(page.getByRole('group', { name: 'Columns of List of assets' })).toBeVisible();
  await expectAccessible(page);
});

test('the barcode settings have no serious violations', async ({ page }) => {
  await expectAccessibleAt(
    page,
    '/service-desk/barcode/settings',
    page.getByRole('form', { name: 'Barcode settings' }),
  );
});

test('the announcement with its errors has no serious violations', async ({ page }) => {
  await page.goto('/service-desk/announcement/settings');
  const form = page.getByRole('form', { name: 'Announcement' });
  await expect(form.locator('.ck-editor__editable')).toBeVisible();
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('This field is required.').first()).toBeVisible();
  await expectAccessible(page);
});

/** Opens the page of the seeded rack RCK-001, whose relationships make a map. */
async function openRack(page: Page): Promise<void> {
  await page.goto('/');
  const racks = await page.request.get('/service-desk/api/dependency/assets?search-query=RCK-001');
  const [rack] = (await racks.json()).data.data as Array<{ id: number }>;
  await page.goto(`/service-desk/assets/${rack.id}/show`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('the asset page, its relationships and the add-relationship dialog have no serious violations', async ({
  page,
}) => {
  test.setTimeout(stepsLimit(3));
  await openRack(page);
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Relationships' }).click();
  await expect(page.getByRole('table', { name: 'Relationships' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add relationship' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add relationship' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expectAccessible(page);
});

test("the asset page's associated tickets and its attach dialog have no serious violations", async ({ page }) => {
  test.setTimeout(stepsLimit(3));
  await openRack(page);
  await page.getByRole('tab', { name: 'Associated tickets' }).click();
  await expect(page.getByRole('table', { name: 'Associated tickets' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Associate' }).click();
  await page.getByRole('button', { name: 'Attach to problems' }).click();
  const attach = page.getByRole('dialog', { name: 'Attach to problems' });
  await expect(attach.getByRole('checkbox').first()).toBeVisible();
  await expectAccessible(page);
});

test("the asset page's delete dialog has no serious violations", async ({ page }) => {
  await openRack(page);
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Delete asset' })).toBeVisible();
  await expectAccessible(page);
});

test("the asset's map, its impact view and an asset's dialog from the map have no serious violations", async ({
  page,
}) => {
  test.setTimeout(stepsLimit(4));
  await openRack(page);
  await page.getByRole('tab', { name: 'Relationships' }).click();
  await page.getByRole('button', { name: 'Map' }).click();
  await expect(
    page
      .getByRole('img', { name: /^Map of/ })
      .locator('canvas')
      .first(),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Show impact' }).click();
  await expect(page.getByRole('table', { name: /What depends on it/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('listbox', { name: 'Assets on the map' }).getByRole('option').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page);
});

test('what a change touches has no serious violations', async ({ page }) => {
  test.setTimeout(stepsLimit(3));
  const changeId = await firstId(page, '/service-desk/api/change-list', 'changes');
  await page.goto(`/service-desk/changes/${changeId}/show`);
  await page.getByRole('tab', { name: 'Associated assets' }).click();
  await page.getByRole('button', { name: 'What this change touches' }).click();
  await expect(page.getByRole('dialog').getByRole('table', { name: /What depends on it/ })).toBeVisible();
  await expectAccessible(page);
});

test('the asset create form with its errors has no serious violations', async ({ page }) => {
  await page.goto('/service-desk/assets/create');
  const create = page.getByRole('form', { name: 'Create asset' });
  await create.getByRole('button', { name: 'Submit' }).click();
  await expect(create.getByText('This field is required.').first()).toBeVisible();
  await expectAccessible(page);
});

test('the asset edit form has no serious violations', async ({ page }) => {
  await page.goto('/service-desk/assets/1/edit');
  const edit = page.getByRole('form', { name: 'Edit asset' });
  await expect(edit.getByRole('textbox', { name: 'Name' })).not.toHaveValue('');
  await expect(edit.locator('.ck-editor__editable')).toBeVisible();
  await expectAccessible(page);
});

test('the CAB list has no serious violations', async ({ page }) => {
  await expectAccessibleAt(page, '/service-desk/cab', page.getByRole('table').locator('tbody tr').first());
});

test('the CAB form with its level alert has no serious violations', async ({ page }) => {
  await page.goto('/service-desk/cab/create');
  const form = page.getByRole('form', { name: 'Create CAB' });
  await form.getByRole('radio', { name: 'Yes' }).check();
  await form.getByRole('button', { name: 'Add level' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('group', { name: 'Level 2' }).getByRole('alert')).toBeVisible();
  await expectAccessible(page);
});

test('the CAB view has no serious violations', async ({ page }) => {
  await expectAccessibleAt(page, '/service-desk/cab/1/show', page.getByRole('tabpanel').locator('.sd-activity-log'));
});

test('the release list has no serious violations', async ({ page }) => {
  await expectAccessibleAt(
    page,
    '/service-desk/releases',
    page.getByRole('table', { name: 'List of releases' }).locator('tbody tr').first(),
  );
});

test('the release form with its errors has no serious violations', async ({ page }) => {
  await page.goto('/service-desk/releases/create');
  const form = page.getByRole('form', { name: 'Create release' });
  await expect(form.locator('.ck-editor__editable')).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('This field is required.').first()).toBeVisible();
  await expectAccessible(page);
});

test('the release view and each of its tabs have no serious violations', async ({ page }) => {
  const id = await firstId(page, '/service-desk/api/release-list', 'releases');
  await expectAccessibleAt(page, `/service-desk/releases/${id}/show`, page.getByRole('tab', { name: 'Activity log' }));
  const tabs = await page.getByRole('tab').allTextContents();
  test.setTimeout(stepsLimit(1 + tabs.length));
  for (const tab of tabs) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page);
  }
});

for (const [menu, item, title] of [
  ['Planning', 'Test plan', 'Test plan'],
  ['Associate', 'Attach asset', 'Attach assets'],
  ['Associate', 'Attach change', 'Attach change'],
]) {
  test(`the release view's ${title} dialog has no serious violations`, async ({ page }) => {
    const id = await firstId(page, '/service-desk/api/release-list', 'releases');
    await page.goto(`/service-desk/releases/${id}/show`);
    await openMenuItem(page, menu, item, title);
    await expectAccessible(page);
  });
}

test('the form group list has no serious violations', async ({ page }) => {
  await expectAccessibleAt(
    page,
    '/service-desk/form-group/change',
    page.getByRole('heading', { name: 'Change form groups' }),
  );
});

test('the form group form with its errors has no serious violations', async ({ page }) => {
  await page.goto('/service-desk/form-group/create/asset');
  const form = page.getByRole('form', { name: 'New asset form group' });
  await form.getByRole('combobox', { name: 'Type', exact: true }).selectOption('select');
  await form.getByRole('button', { name: 'Add field' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Add at least one option.')).toBeVisible();
  await expectAccessible(page);
});

test('the reports hub has no serious violations', async ({ page }) => {
  await expectAccessibleAt(page, '/service-desk/reports', page.getByRole('link', { name: 'Asset', exact: true }));
});

test('the report list has no serious violations', async ({ page }) => {
  await expectAccessibleAt(
    page,
    '/service-desk/reports/assets',
    page.getByRole('table', { name: 'Asset reports' }).locator('tbody tr').first(),
  );
});

test('the report editor with its errors and column chooser has no serious violations', async ({ page }) => {
  await page.goto('/service-desk/reports/assets/create');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await expect(page.locator('.sd-report-chart canvas')).toBeVisible();
  await page.getByText('Columns', { exact: true }).click();
  await expectAccessible(page);
});

test("a report's page and its delete dialog have no serious violations", async ({ page }) => {
  await page.goto('/service-desk/reports/assets/1');
  await expect(page.locator('.sd-report-chart canvas')).toBeVisible();
  await expect(page.getByRole('table', { name: 'List of assets' }).locator('tbody tr').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page);
});

test('the contract list has no serious violations', async ({ page }) => {
  await expectAccessibleAt(
    page,
    '/service-desk/contracts/list',
    page.getByRole('table', { name: 'List of contracts' }).getByRole('row').nth(1),
  );
});

test('the contract form with its errors has no serious violations', async ({ page }) => {
  await page.goto('/service-desk/contracts/create');
  const form = page.getByRole('form', { name: 'Create contract' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('This field is required.').first()).toBeVisible();
  await expectAccessible(page);
});

test("a contract's page and its expiry reminder dialog have no serious violations", async ({ page }) => {
  const contractId = await firstId(page, '/service-desk/api/contract-list', 'contracts');
  await expectAccessibleAt(page, `/service-desk/contracts/${contractId}/show`, page.getByRole('tabpanel'));
  // The oldest contract is a seeded active one: its expiry reminder is offered.
  await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Expiry reminder' }).click();
  await expect(page.getByRole('dialog', { name: 'Expiry reminder' })).toBeVisible();
  await expectAccessible(page);
});

test('the asset importer without a file has no serious violations', async ({ page }) => {
  await page.goto(IMPORTER_PATH);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Choose a file to import.')).toBeVisible();
  await expectAccessible(page);
});

test("the importer's mapping, its preview and the discard dialog have no serious violations", async ({ page }) => {
  test.setTimeout(stepsLimit(4));
  await uploadForMapping(page, mixedCsv('AXE'));
  await page.getByRole('combobox', { name: /Date-time format/ }).selectOption('Y-m-d H:i');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('table', { name: 'Problems found in the file' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page);
});

test('the import progress page has no serious violations', async ({ page }) => {
  await serveImportTracking(page);
  await expectAccessibleAt(
    page,
    '/service-desk/import-tracking/1',
    page.getByRole('table', { name: 'Failed and warning rows of the import' }),
  );
});

for (const path of ['/service-desk/vendor/1/show', '/service-desk/products/1/show']) {
  test(`the page at ${path} has no serious violations`, async ({ page }) => {
    await expectAccessibleAt(page, path, page.getByRole('tabpanel').locator('tbody tr').first());
  });
}

test('the public contract approval page has no serious violations', async ({ page }) => {
  const { hash, id } = draftContractLink();
  await expectAccessibleAt(page, `/service-desk/contract-approval/${hash}/${id}`, page.locator('#sd-content textarea'));
});

for (const kind of ['workflow', 'listener']) {
  test(`the ${kind} list has no serious violations`, async ({ page }) => {
    await expectAccessibleAt(page, `/service-desk/${kind}`, page.getByRole('table').locator('tbody tr').first());
  });

  test(`the ${kind} form with its errors has no serious violations`, async ({ page }) => {
    await page.goto(`/service-desk/${kind}/create?page_type=change`);
    await page.getByRole('button', { name: 'Add rule' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await expectAccessible(page);
  });
}
