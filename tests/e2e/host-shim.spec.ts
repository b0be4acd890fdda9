import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mainMenu, readSession } from './support/hostPage';

const styleProperties = [
  'font-family',
  'font-size',
  'line-height',
  'color',
  'background-color',
  'margin-top',
  'margin-bottom',
  'padding-top',
  'padding-left',
  'border-top-width',
  'border-top-color',
  'box-sizing',
] as const;

/**
 * Computed styles of the host's chrome, plus probes (a .host-card, a heading, a paragraph, a
 * table, a button and a link) added outside .sd-root, where Bootstrap's reboot would show first.
 */
async function hostStyles(page: Page): Promise<Record<string, Record<string, string>>> {
  return page.evaluate((properties) => {
    const probes = document.createElement('div');
    probes.id = 'style-probes';
    probes.innerHTML =
      '<div class="host-card">card</div><h1>heading</h1><p>text</p><table><tr><td>cell</td></tr></table>' +
      '<button type="button">button</button><a href="#">link</a>';
    document.body.append(probes);
    const targets: Record<string, Element | null> = {
      body: document.body,
      topBar: document.querySelector('.host-topbar'),
      brand: document.querySelector('.host-brand'),
      menu: document.querySelector('.host-menu'),
      content: document.querySelector('#sd-content'),
      card: probes.querySelector('.host-card'),
      heading: probes.querySelector('h1'),
      paragraph: probes.querySelector('p'),
      cell: probes.querySelector('td'),
      button: probes.querySelector('button'),
      link: probes.querySelector('a'),
    };
    const result: Record<string, Record<string, string>> = {};
    for (const [name, element] of Object.entries(targets)) {
      if (!element) throw new Error(`No ${name} on the host page.`);
      const style = getComputedStyle(element);
      result[name] = Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]));
    }
    probes.remove();
    return result;
  }, styleProperties);
}

async function openProblemsFromMenu(page: Page): Promise<void> {
  await mainMenu(page).getByRole('link', { name: 'Problems' }).click();
  await expect(page.locator('#sd-content .sd-root')).toBeVisible();
}

test("the host menu shows its own pages and the plugin's Problems entry", async ({ page }) => {
  await page.goto('/');
  const menu = mainMenu(page);
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Tickets' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Problems' })).toHaveAttribute('href', '/service-desk/problem/list');
  await expect(page.getByRole('banner')).toContainText('Help Desk');
});

test('following the menu mounts the plugin in the content area without reloading the page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { loadedOnce: true }));

  await openProblemsFromMenu(page);

  await expect(page).toHaveURL(/\/service-desk\/problem\/list$/);
  await expect(mainMenu(page).getByRole('link', { name: 'Problems' })).toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce)).toBe(true);

  await mainMenu(page).getByRole('link', { name: 'Tickets' }).click();
  await expect(page.getByRole('heading', { name: 'Tickets' })).toBeVisible();
  await expect(page.locator('.sd-root')).toHaveCount(0);
});

test("the plugin's styles stay inside .sd-root: the host looks the same after it mounts", async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.host-card').first()).toBeVisible();
  const before = await hostStyles(page);
  const sheetsBefore = await page.evaluate(() => document.styleSheets.length);

  await openProblemsFromMenu(page);

  expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(sheetsBefore);
  const pluginFont = await page
    .locator('.sd-root')
    .first()
    .evaluate((root) => getComputedStyle(root).fontFamily);
  expect(pluginFont).not.toContain('Georgia');
  expect(await hostStyles(page)).toEqual(before);
  expect(before.body['font-family']).toContain('Georgia');

  await mainMenu(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  expect(await hostStyles(page)).toEqual(before);
});

test('"Sign in as" switches the signed-in user', async ({ page }) => {
  await page.goto('/');
  const session = await readSession(page);
  const other = session.users.find((user) => user.id !== session.user.id);
  if (!other) throw new Error('The seeded database has a single user.');
  await expect(page.locator('.host-current-user')).toHaveText(`Signed in as ${session.user.name}`);

  await page.getByLabel('Sign in as').selectOption(String(other.id));

  await expect(page.locator('.host-current-user')).toHaveText(`Signed in as ${other.name}`);
  await expect(page.getByLabel('Sign in as')).toHaveValue(String(other.id));
  expect((await readSession(page)).user.id).toBe(other.id);
});

/** Records the path of every script the page requests from the plugin (`/plugin/*.js`). */
function pluginScriptRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/plugin/') && pathname.endsWith('.js')) paths.push(pathname);
  });
  return paths;
}

test("a host page without plugin content reads the plugin's manifest and downloads none of its JavaScript", async ({
  page,
}) => {
  const scripts = pluginScriptRequests(page);
  const manifestRead = page.waitForResponse((response) => response.url().endsWith('/plugin/plugin-manifest.json'));
  await page.goto('/');
  expect((await manifestRead).status()).toBe(200);
  await expect(mainMenu(page).getByRole('link', { name: 'Problems' })).toBeVisible();
  await mainMenu(page).getByRole('link', { name: 'Tickets' }).click();
  await expect(page.getByRole('heading', { name: 'Tickets' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);

  await openProblemsFromMenu(page);

  await expect(page.locator('#sd-content .sd-root table tbody tr').first()).toBeVisible();
  expect(scripts).toContain('/plugin/remoteEntry.js');
  await expect(page).toHaveTitle('Problems · Help Desk');
});

test('when the remote cannot be loaded the host says so on its page, keeps working, and Retry loads it', async ({
  page,
}) => {
  await page.route('**/plugin/remoteEntry.js', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto('/service-desk/problem/list');

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The service desk could not be loaded.');
  await expect(mainMenu(page).getByRole('link', { name: 'Problems' })).toBeVisible();

  await mainMenu(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.locator('.host-card').first()).toContainText('Welcome back');

  await page.goBack();
  await expect(alert).toBeVisible();
  await page.unroute('**/plugin/remoteEntry.js');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('#sd-content .sd-root')).toBeVisible();
});

test("when the plugin's manifest cannot be read the host says so, keeps working, and Retry reads it", async ({
  page,
}) => {
  await page.route('**/plugin/plugin-manifest.json', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto('/service-desk/problem/list');

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The service desk could not be loaded.');
  await expect(mainMenu(page).getByRole('link', { name: 'Problems' })).toHaveCount(0);

  await mainMenu(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.locator('.host-card').first()).toContainText('Welcome back');

  await page.goBack();
  await expect(alert).toBeVisible();
  await page.unroute('**/plugin/plugin-manifest.json');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('#sd-content .sd-root')).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'Problems' })).toBeVisible();
});

test("the plugin's department links open the host's department page, named by the department", async ({ page }) => {
  await page.goto('/department/1');
  const lookup = await page.request.get('/api/dependency/departments?ids%5B0%5D=1');
  const [department] = (await lookup.json()).data.data as Array<{ name: string }>;
  await expect(page.getByRole('heading', { level: 1, name: `Department: ${department.name}` })).toBeVisible();
  await expect(page).toHaveTitle('Department · Help Desk');
});

test("a path no application claims shows the host's 404 page", async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('Nothing lives at /no-such-page.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('the host pages have no serious accessibility violations', async ({ page }) => {
  for (const path of ['/', '/tickets', '/department/1', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${path}: ${v.id} ${v.help}`)).toEqual([]);
  }
});
