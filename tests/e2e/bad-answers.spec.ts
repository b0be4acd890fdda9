import { expect, test, type Page, type Route } from '@playwright/test';
import { mainMenu } from './support/hostPage';
import { stepsLimit } from './support/timeLimits';

/**
 * Each route application gets a sample of bad server answers through request interception: the
 * screen shows a clear message where the call was made (never a blank page), and the host page
 * around it keeps working. A render crash is caught per application and does not outlive a
 * navigation.
 */

interface Answer {
  name: string;
  answer: (route: Route) => Promise<void>;
  message: RegExp;
}

const json = (status: number, body: unknown) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

const ANSWERS: Answer[] = [
  {
    name: '500',
    answer: json(500, { message: 'The database is unavailable.' }),
    message: /The database is unavailable\./,
  },
  {
    name: '419',
    answer: json(419, { message: 'CSRF token mismatch.' }),
    message: /Your session has expired\. Reload the page and try again\./,
  },
  {
    name: 'malformed JSON',
    answer: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"data": [' }),
    message: /could not be read/,
  },
  {
    name: 'empty body',
    answer: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '' }),
    message: /could not be read/,
  },
  {
    name: 'no answer (timed out)',
    answer: (route) => route.abort('timedout'),
    message: /could not be reached|took too long/,
  },
];

interface Application {
  name: string;
  /** The address that mounts it. */
  path: string;
  /** The path of the call made on load that answers badly. */
  call: string;
  /** Shown once the screen works again. */
  working: (page: Page) => ReturnType<Page['locator']>;
}

/** One entry per route application (or screen) that loads data: later areas add theirs here. */
const APPLICATIONS: Application[] = [
  {
    name: 'problems: the list',
    path: '/service-desk/problem/list',
    call: '/service-desk/api/problem-list',
    working: (page) => page.locator('#sd-content table tbody tr').first(),
  },
  {
    name: 'problems: the view',
    path: '/service-desk/problem/1/show',
    call: '/service-desk/api/problem/1',
    working: (page) => page.locator('#sd-content h1'),
  },
  {
    name: 'changes: the list',
    path: '/service-desk/changes/list',
    call: '/service-desk/api/change-list',
    working: (page) => page.locator('#sd-content table tbody tr').first(),
  },
  {
    name: 'changes: the view',
    path: '/service-desk/changes/1/show',
    call: '/service-desk/api/change/1',
    working: (page) => page.locator('#sd-content h1'),
  },
  {
    name: 'changes: the edit form',
    path: '/service-desk/changes/1/edit',
    call: '/service-desk/api/change/1',
    working: (page) => page.locator('#sd-content').getByRole('textbox', { name: /Subject/ }),
  },
  {
    name: 'asset admin: the asset type list',
    path: '/service-desk/asset-type',
    call: '/service-desk/api/asset-type-list',
    working: (page) => page.locator('#sd-content table tbody tr').first(),
  },
  {
    name: 'asset admin: the asset status list',
    path: '/service-desk/asset-status',
    call: '/service-desk/api/asset-status-list',
    working: (page) => page.locator('#sd-content table tbody tr').first(),
  },
  {
    name: 'asset admin: the relation type list',
    path: '/service-desk/cmdb-relation',
    call: '/service-desk/api/cmdb-list',
    working: (page) => page.locator('#sd-content table tbody tr').first(),
  },
  {
    name: 'asset admin: the asset type edit form',
    path: '/service-desk/asset-type/1/edit',
    call: '/service-desk/api/asset-type/1',
    working: (page) => page.locator('#sd-content').getByRole('textbox', { name: /Name/ }),
  },
  {
    name: 'assets: the list',
    path: '/service-desk/assets/list',
    call: '/service-desk/api/asset-list',
    working: (page) => page.locator('#sd-content table tbody tr').first(),
  },
  {
    name: 'assets: the asset page',
    path: '/service-desk/assets/1/show',
    call: '/service-desk/api/asset/1',
    working: (page) => page.locator('#sd-content').getByRole('tab', { name: 'Relationships' }),
  },
  {
    name: 'assets: the asset create form',
    path: '/service-desk/assets/create',
    call: '/api/form/render',
    working: (page) => page.locator('#sd-content').getByRole('textbox', { name: 'Name' }),
  },
  {
    name: 'assets: the asset edit form',
    path: '/service-desk/assets/1/edit',
    call: '/service-desk/api/edit-asset/1',
    working: (page) => page.locator('#sd-content').getByRole('textbox', { name: 'Name' }),
  },
  {
    name: 'assets: the asset page flags',
    path: '/service-desk/assets/1/show',
    call: '/service-desk/api/asset-action/1',
    working: (page) => page.locator('#sd-content').getByRole('button', { name: 'Associate' }),
  },
  {
    name: 'change approval: the public page',
    path: `/change-approval/${'c'.repeat(64)}`,
    call: `/service-desk/api/change-conversation/${'c'.repeat(64)}`,
    working: (page) => page.locator('#sd-content').getByRole('button', { name: 'Approve' }),
  },
  {
    name: 'reports: the list',
    path: '/service-desk/reports/assets',
    call: '/service-desk/api/reports',
    working: (page) => page.locator('#sd-content table tbody tr').first(),
  },
  {
    name: 'reports: a report',
    path: '/service-desk/reports/assets/1',
    call: '/service-desk/api/reports/1',
    working: (page) => page.locator('#sd-content').getByRole('button', { name: 'Export as csv' }),
  },
  {
    name: 'reports: the edit form',
    path: '/service-desk/reports/assets/edit/1',
    call: '/service-desk/api/reports/1',
    working: (page) => page.locator('#sd-content').getByRole('textbox', { name: 'Name' }),
  },
  {
    name: 'contracts: the list',
    path: '/service-desk/contracts/list',
    call: '/service-desk/api/contract-list',
    working: (page) => page.locator('#sd-content table tbody tr').first(),
  },
  {
    name: 'contracts: the contract page',
    path: '/service-desk/contracts/1/show',
    call: '/service-desk/api/contract/1',
    working: (page) => page.locator('#sd-content').getByRole('tab', { name: 'Contract history' }),
  },
  {
    name: 'imports: the asset type picker of the importer',
    path: '/service-desk/asset-importer/settings',
    call: '/service-desk/api/dependency/asset_types',
    working: (page) => page.locator('#sd-content').getByLabel(/Import file/),
  },
  {
    name: 'workflows: the list',
    path: '/service-desk/workflow',
    call: '/service-desk/api/workflow',
    working: (page) => page.locator('#sd-content table tbody tr').first(),
  },
  {
    name: 'listeners: the options of the create form',
    path: '/service-desk/listener/create?page_type=change',
    call: '/service-desk/api/automation-options',
    working: (page) => page.locator('#sd-content').getByRole('textbox', { name: 'Name' }),
  },
];

/** Matches the requests of one call, whatever their query. */
const callTo = (path: string) => (url: URL) => url.pathname === path;

/** Nothing the page threw escaped to the window. */
function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function hostStillWorks(page: Page) {
  const standalone = await page.evaluate(() => document.body.classList.contains('host-standalone'));
  if (!standalone) await expect(page.getByRole('banner')).toContainText('Help Desk');
  // A standalone page (the public approval) has no agent menu: the host's router is used directly.
  if (standalone) await page.evaluate(() => window.history.pushState(null, '', '/tickets'));
  else await mainMenu(page).getByRole('link', { name: 'Tickets' }).click();
  await expect(page.getByRole('heading', { name: 'Tickets' })).toBeVisible();
  await expect(page.locator('.sd-root')).toHaveCount(0);
}

for (const application of APPLICATIONS) {
  test(`${application.name}: each bad answer gives a clear message, and the host keeps working`, async ({ page }) => {
    // Each answer: the page, then the host's own page.
    test.setTimeout(stepsLimit(2 * ANSWERS.length));
    const errors = watchPageErrors(page);
    for (const answer of ANSWERS) {
      await test.step(answer.name, async () => {
        await page.route(callTo(application.call), answer.answer);
        await page.goto(application.path);
        const alert = page.locator('#sd-content').getByRole('alert').filter({ hasText: answer.message });
        await expect(alert).toBeVisible();
        await hostStillWorks(page);
        await page.unrouteAll();
      });
    }
    expect(errors).toEqual([]);
  });
}

test('a failed delete on the problem list says the session expired and leaves the row', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.route('**/service-desk/api/problem-delete/**', json(419, { message: 'CSRF token mismatch.' }));
  await page.goto('/service-desk/problem/list');
  const row = page.locator('#sd-content table tbody tr').first();
  await row.getByRole('button', { name: /^Delete:/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('#sd-content').getByRole('alert')).toContainText('Your session has expired.');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(row).toBeVisible();
  expect(errors).toEqual([]);
});

test('a screen that crashes shows the notice, the host keeps working, and the application recovers', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  // An identifier that is an object cannot be rendered: the list screen throws while rendering.
  await page.route(
    callTo('/service-desk/api/problem-list'),
    json(200, { data: { problems: [{ id: 1, identifier: { broken: true }, subject: 'x' }], total: 1 } }),
  );
  await page.goto('/service-desk/problem/list');
  const notice = page.locator('#sd-content').getByRole('alert');
  await expect(notice).toContainText('Something went wrong in the service desk.');
  expect(consoleErrors.join('\n')).toContain('failed to render');

  // Another screen of the same application renders afresh.
  await page.unrouteAll();
  await page.evaluate(() => window.history.pushState(null, '', '/service-desk/problem/create'));
  await expect(page.locator('#sd-content').getByRole('textbox', { name: /Subject/ })).toBeVisible();
  await expect(notice).toHaveCount(0);

  // The host menu still navigates, and the list works when mounted again.
  await hostStillWorks(page);
  await mainMenu(page).getByRole('link', { name: 'Problems' }).click();
  await expect(page.locator('#sd-content table tbody tr').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('after a failed load, the screen works once the server answers again', async ({ page }) => {
  // Two page loads per application, one application after the other.
  test.setTimeout(stepsLimit(2 * APPLICATIONS.length));
  for (const application of APPLICATIONS.filter((app) => !app.path.startsWith('/change-approval'))) {
    await page.route(callTo(application.call), json(503, { message: 'Down for maintenance.' }));
    await page.goto(application.path);
    await expect(page.locator('#sd-content').getByRole('alert')).toContainText('Down for maintenance.');
    await page.unrouteAll();
    await page.goto(application.path);
    await expect(application.working(page)).toBeVisible();
  }
});
