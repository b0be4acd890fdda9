import { expect, test, type Page } from '@playwright/test';
import { pathTo } from '../../src/federation/pathTo';
import { manifestData as manifest } from '../../src/manifest';
import { approverHashes, changeUnderCab } from './support/cabApproval';
import { uploadedImportId } from './support/assetImport';
import { serveBarcodeTemplate } from './support/barcodeTemplate';
import { draftContractLink } from './support/contractApproval';
import { readSession } from './support/hostPage';
import { insertScratchType } from './support/scratchType';

/**
 * Every page of every route in the registry, opened in the host-shim against the backend: the
 * plugin renders a screen with a heading (not a blank page, the plugin's "page not found" or its
 * crash notice), the host shows the page's title, and nothing is logged as an error or thrown.
 * The list comes from the manifest, so a new route is visited without touching this file; a new
 * path parameter needs a sample value below.
 */

const api = '/service-desk/api';

type PathParams = Record<string, string | number>;
/** A route's path parameters, or a function of the page's pattern when its pages need different records. */
type Samples = Record<string, PathParams | ((pattern: string) => PathParams)>;

let samples: Samples = {};
let cleanUp: () => Promise<void> = async () => undefined;

// The sample records are made once for the file; the pages are then visited one after the other.
test.describe.configure({ mode: 'default' });

/** The oldest record of a list (the order is sent inverted): other specs create and delete the newest ones. */
async function firstId(page: Page, path: string, list: string): Promise<number> {
  const response = await page.request.get(`${api}/${path}?page=1&limit=1&sort-field=id&sort-order=desc`);
  expect(response.status()).toBe(200);
  const rows = (await response.json()).data[list] as Array<{ id: number }>;
  if (!rows[0]) throw new Error(`The seeded database has no row at ${path}.`);
  return rows[0].id;
}

/** The first change workflow or listener (the seed has one of each). */
async function firstAutomationId(page: Page, kind: 'workflow' | 'listener'): Promise<number> {
  const response = await page.request.get(`${api}/${kind}?page_type=change&page=1&limit=1`);
  expect(response.status()).toBe(200);
  const [first] = (await response.json()).data.data as Array<{ id: number }>;
  if (!first) throw new Error(`The seeded database has no ${kind}.`);
  return first.id;
}

/** A form group of each category, made for this file on types of its own, and deleted after. */
async function formGroups(page: Page): Promise<{ asset: number; change: number; remove(): Promise<void> }> {
  const { csrfToken } = await readSession(page);
  const headers = { 'X-CSRF-TOKEN': csrfToken, Accept: 'application/json' };
  const marker = Date.now().toString(36);
  const save = async (category: 'asset' | 'change') => {
    const typeId = insertScratchType(`${category}_types`, `Registered routes ${category} type ${marker}`);
    const saved = await page.request.post(`${api}/post-form-group/${category}`, {
      headers,
      data: {
        name: `Registered routes ${category} ${marker}`,
        [`${category}_type_ids`]: [typeId],
        fields: [{ label: 'Registered routes note', type: 'text', required: false, options: [] }],
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    return (await saved.json()).data.id as number;
  };
  const asset = await save('asset');
  const change = await save('change');
  return {
    asset,
    change,
    async remove() {
      await page.request.delete(`${api}/delete-form-group/asset/${asset}`, { headers });
      await page.request.delete(`${api}/delete-form-group/change/${change}`, { headers });
    },
  };
}

/** A saved change filter of the signed-in agent: an existing one, else one saved for this file and deleted after. */
async function savedFilterId(page: Page): Promise<{ id: number; created: boolean }> {
  const listed = await page.request.get(`${api}/agent/change-filter`);
  const filters = (await listed.json()).data.filters as Array<{ id: number }>;
  if (filters[0]) return { id: filters[0].id, created: false };
  const { csrfToken } = await readSession(page);
  const saved = await page.request.post(`${api}/agent/change-filter`, {
    headers: { 'X-CSRF-TOKEN': csrfToken, Accept: 'application/json' },
    data: { name: `Registered routes ${Date.now()}`, fields: [{ key: 'status_ids', value: [1] }] },
  });
  expect(saved.status()).toBe(200);
  return { id: (await saved.json()).data.id as number, created: true };
}

test.beforeAll(async ({ browser }, testInfo) => {
  const page = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
  // Created in a status no other test filters the change list by (the CAB then moves it on).
  const changeId = await changeUnderCab(
    page,
    'Rotate the backup encryption keys',
    'Standard Change Board',
    'Pending Review',
  );
  const [approver] = approverHashes(changeId);
  const filter = await savedFilterId(page);
  const groups = await formGroups(page);
  const automations = {
    workflow: await firstAutomationId(page, 'workflow'),
    listener: await firstAutomationId(page, 'listener'),
  };
  samples = {
    'service-desk-problems': { id: await firstId(page, 'problem-list', 'problems') },
    'service-desk-changes': { id: await firstId(page, 'change-list', 'changes'), filterId: filter.id },
    'service-desk-change-approval': { hash: approver.hash },
    // The first seeded asset type, asset status and relation type are in use, so never deleted.
    'service-desk-asset-admin': { id: 1 },
    'service-desk-assets': { id: 1 },
    // The first seeded CAB definition, which no test deletes.
    'service-desk-cab-definitions': { id: 1 },
    'service-desk-releases': { id: await firstId(page, 'release-list', 'releases') },
    // The first seeded report; no spec deletes it.
    'service-desk-reports': { id: 1 },
    'service-desk-contracts': { id: 1 },
    'service-desk-contract-approval': draftContractLink(),
    'service-desk-imports': { id: await uploadedImportId(page, (await readSession(page)).csrfToken) },
    'service-desk-form-groups': (pattern) => ({ id: pattern.includes('/asset/') ? groups.asset : groups.change }),
    // Seeded records the contracts and products use, so no spec can delete them.
    'service-desk-reference-types': { id: 1 },
    'service-desk-vendors': { id: 1 },
    'service-desk-products': { id: 1 },
    'service-desk-workflows': (pattern) => ({
      id: pattern.startsWith('/service-desk/listener') ? automations.listener : automations.workflow,
    }),
  };
  cleanUp = async () => {
    await groups.remove();
    if (filter.created) {
      const { csrfToken } = await readSession(page);
      await page.request.delete(`${api}/agent/change-filter/${filter.id}`, { headers: { 'X-CSRF-TOKEN': csrfToken } });
    }
    await page.close();
  };
});

test.afterAll(async () => {
  await cleanUp();
});

for (const route of manifest.routes) {
  for (const { pattern, title } of route.pages) {
    test(`${route.name} ${pattern}: a screen with a heading, the page's title, no error`, async ({ page }) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      const sample = samples[route.name];
      const path = pathTo(pattern, typeof sample === 'function' ? sample(pattern) : sample);
      await serveBarcodeTemplate(page);

      await page.goto(path);

      const screen = page.locator('#sd-content .sd-root').first();
      await expect(screen).toBeVisible();
      await expect(screen.locator('.spinner-border')).toHaveCount(0);
      await expect(screen.locator('h1').first()).toHaveText(/\S/);
      await expect(screen.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
      await expect(screen.getByText('Something went wrong in the service desk.')).toHaveCount(0);
      await expect(page).toHaveTitle(`${title} · Help Desk`);
      expect(await page.evaluate(() => document.body.classList.contains('host-standalone'))).toBe(route.standalone);
      expect(problems, `${path} logged errors`).toEqual([]);
    });
  }
}
