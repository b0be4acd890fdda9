import type { LightMyRequestResponse } from 'fastify';
import { multipart } from '../testing/multipart';
import { MUTATION_ROUTES as ENDPOINTS, type MutationMethod as Method } from '../testing/mutation-routes';
import { useUploadApp } from '../testing/use-app';

/**
 * Every call that changes something, sent what no form would send: wrong types, huge and NUL
 * strings, bodies that are not objects, invalid UTF-8 in multipart, odd ids in the path and no
 * CSRF token. The backend answers 4xx to all of it (422 with field errors for bad fields), never 500.
 */

const api = '/service-desk/api';

/** The field names the backend reads anywhere, so every reader meets the hostile values. */
const FIELDS = [
  'subject',
  'description',
  'identifier',
  'name',
  'title',
  'comment',
  'reason',
  'solution',
  'type',
  'action',
  'action_type',
  'status',
  'level',
  'table',
  'fields',
  'icon_class',
  'user_type',
  'role',
  'id',
  'ids',
  'user_id',
  'requester_id',
  'department_id',
  'impact_id',
  'priority_id',
  'location_id',
  'assigned_id',
  'status_id',
  'status_type_id',
  'change_type_id',
  'release_type_id',
  'team_id',
  'level_id',
  'workflow_id',
  'approver_id',
  'approver_type',
  'comment_id',
  'change_id',
  'problem_id',
  'ticket_id',
  'task_id',
  'parent_id',
  'is_default',
  'forward_relation_name',
  'inverse_relation_name',
  'relation',
  'cmdb_id',
  'parent_asset_id',
  'child_asset_ids',
  'child_asset_ids[]',
  'asset_ids',
  'ticket_ids',
  'assignee_ids',
  'permission_ids',
  'planned_start_date',
  'planned_end_date',
  'total_activity_duration',
  'date',
  'email',
  'attachment_delete',
  'asset_ids[]',
  'ticket_ids[]',
  'type_ids',
  'type_ids[]',
  'permission_ids[]',
  'ids[]',
  'user',
  'ticket',
  'change',
  'board',
  'width',
  'height',
  'labels_per_row',
  'space_between_labels',
  'display_logo_confirmed',
  'image_exists',
  'option',
  'organization_id',
  'announcement',
  'levels',
  'action_on_approve',
  'action_on_deny',
  'send_auto_reminders',
  'reminder_interval',
  'primary_contact',
  'address',
  'manufacturer',
  'product_id',
  'product_status_id',
  'procurement_mode_id',
  'asset_type_id',
  'vendor_ids',
  'vendor_ids[]',
  'match',
  'active',
  'page_type',
  'events',
  'rules',
  'actions',
];

const NASTY_TEXTS = [
  '12abc',
  'a\u0000b',
  '\u0000',
  '   ',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999',
  '1.5',
  '0x1F',
  "'; DROP TABLE problems; --",
  '<script>window.__sdXss=1</script>',
  '\u202e\ud83d\ude00\ufeff',
  '\ud800',
  'x'.repeat(300_000),
];

const NASTY_VALUES: readonly unknown[] = [
  ['a', 'b'],
  [{ id: 1 }],
  { id: 1, name: { $gt: '' } },
  { __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } },
  true,
  null,
  1e308,
  -1,
  1.5,
  [],
  {},
];

const PATH_IDS = ['1', 'abc', '-1', '99999999999999999999999', '%00'];

function everyField(value: unknown): Record<string, unknown> {
  return Object.fromEntries(FIELDS.map((field) => [field, value]));
}

function pathsFor(template: string): string[] {
  return PATH_IDS.map((id) => template.replaceAll('{id}', id));
}

/** An invalid UTF-8 multipart body: a lone continuation byte and an overlong NUL in fields and names. */
function invalidUtf8Multipart(): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----hostileboundary';
  const bad = Buffer.from([0xc0, 0x80, 0xff, 0xfe, 0x80]);
  const chunks: Buffer[] = [];
  for (const field of FIELDS) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n`));
    chunks.push(bad, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="`), bad);
  chunks.push(Buffer.from('"\r\n\r\nx\r\n'));
  chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="`));
  chunks.push(bad, Buffer.from('.exe"\r\nContent-Type: application/x-msdownload\r\n\r\n'), bad, Buffer.from('\r\n'));
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

interface Attempt {
  label: string;
  payload?: string | Buffer | object;
  headers?: Record<string, string>;
  csrf?: boolean;
}

function attempts(): Attempt[] {
  const json = { 'content-type': 'application/json' };
  const list: Attempt[] = [];
  for (const text of NASTY_TEXTS) {
    list.push({ label: `every field ${JSON.stringify(text.slice(0, 20))}`, payload: everyField(text) });
  }
  for (const value of NASTY_VALUES) {
    list.push({ label: `every field ${JSON.stringify(value)}`, payload: everyField(value) });
  }
  for (const body of ['[1,2]', '"text"', 'null', '123', '{"subject":', '{"__proto__":{"x":1}}']) {
    list.push({ label: `JSON body ${body}`, payload: body, headers: json });
  }
  list.push({
    label: 'urlencoded nested brackets and repeats',
    payload: 'subject[a][b]=1&subject=2&ids[]=x&ids[]=&ids[99999999]=1&asset_ids[0][x]=1&%00=%00',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  list.push({ label: 'an unknown content type', payload: 'subject=x', headers: { 'content-type': 'text/xml' } });
  list.push({
    label: 'multipart with text files and arrays',
    ...multipart({ subject: ['a', 'b'], description: '\u0000', 'asset_ids[]': ['x', '1e309'] }, [
      { field: 'attachment', fileName: '../../etc/passwd', content: 'x' },
      { field: 'subject', fileName: 'subject.txt', content: 'x' },
    ]),
  });
  list.push({ label: 'multipart with invalid UTF-8', ...invalidUtf8Multipart() });
  list.push({ label: 'a plausible body without the CSRF token', payload: everyField('1'), csrf: false });
  return list;
}

describe('hostile input to every mutation call', () => {
  const ctx = useUploadApp({ once: true });

  const send = (method: Method, url: string, attempt: Attempt): Promise<LightMyRequestResponse> =>
    ctx.admin.request({
      method,
      url,
      payload: attempt.payload as string,
      headers: attempt.headers,
      csrf: attempt.csrf ?? true,
    });

  it.each(ENDPOINTS)('%s %s answers 4xx or success, never 5xx', async (method, template) => {
    const failures: string[] = [];
    for (const url of pathsFor(template)) {
      for (const attempt of attempts()) {
        const response = await send(method, url, attempt);
        if (response.statusCode >= 500) {
          failures.push(`${url} with ${attempt.label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
        if (attempt.csrf === false && response.statusCode !== 419 && !url.includes('approval-action/')) {
          failures.push(`${url} without CSRF: ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('bad fields answer 422 with the field named', () => {
  const ctx = useUploadApp({ once: true });

  const post = (url: string, payload: object) => ctx.admin.request({ method: 'POST', url, payload });

  it.each([
    ['a list for the problem subject', `${api}/problem`, { subject: ['a', 'b'] }, 'subject'],
    ['a blank problem subject', `${api}/problem`, { subject: '   ' }, 'subject'],
    ['an over-long problem subject', `${api}/problem`, { subject: 'x'.repeat(100_000) }, 'subject'],
    ['letters in the requester id', `${api}/problem`, { subject: 'ok', requester_id: '12abc' }, 'requester_id'],
    ['a list for the change subject', `${api}/change`, { subject: ['a', 'b'] }, 'subject'],
    ['a blank change subject', `${api}/change`, { subject: '\t \n' }, 'subject'],
    ['an over-long change subject', `${api}/change`, { subject: 'x'.repeat(100_000) }, 'subject'],
    ['an out-of-range priority id', `${api}/change`, { subject: 'ok', priority_id: '1e309' }, 'priority_id'],
    ['an object for the problem subject', `${api}/problem`, { subject: { text: 'x' } }, 'subject'],
    [
      'an object for the root cause',
      `${api}/general-popup/1/sd_problem`,
      { identifier: 'root-cause', description: { html: '<p>x</p>' } },
      'description',
    ],
    ['objects in the asset ids', `${api}/problem-attach-assets/1`, { asset_ids: [{ id: 1 }] }, 'asset_ids'],
  ])('%s answers 422 naming the field', async (_label, url, payload, field) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(422);
    const body = response.json() as { message: string; errors: Record<string, string[]> };
    expect(body.errors[field]?.[0]).toEqual(expect.any(String));
  });

  it('names an object sent for a text field as not a string, and stores nothing', async () => {
    const response = await post(`${api}/problem`, { subject: { text: 'Object subject' } });
    expect(response.json()).toMatchObject({ errors: { subject: ['The subject must be a string.'] } });
    const list = await ctx.admin.request({ method: 'GET', url: `${api}/problem-list?search-query=Object%20subject` });
    expect(list.json()).toMatchObject({ data: { total: 0 } });
  });

  it('a non-numeric activity duration is a 422 on the field', async () => {
    const response = await ctx.admin.request({
      method: 'PATCH',
      url: `${api}/update-activity-duration/1`,
      payload: { total_activity_duration: '3 hours' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys((response.json() as { errors: object }).errors)).toEqual(['total_activity_duration']);
  });
});

/** Every read with query parameters or path ids, sent hostile values. */
const READS = [
  `${api}/problem-list`,
  `${api}/change-list`,
  `${api}/asset-list`,
  `${api}/contract-list`,
  `${api}/change-custom-field-list`,
  `${api}/agent/change-filter`,
  `${api}/agent/change-filter/{id}`,
  `${api}/attached-change/ticket`,
  `${api}/attached-task/change`,
  `${api}/attached-ticket/change`,
  `${api}/get-change-comments`,
  `${api}/change/{id}`,
  `${api}/edit-change/{id}`,
  `${api}/change-action/{id}`,
  `${api}/change-log/{id}`,
  `${api}/change-print/{id}`,
  `${api}/change-planning/{id}`,
  `${api}/change-approval-status/{id}`,
  `${api}/change-conversation/{id}`,
  `${api}/general-popup/{id}/sd_changes/{id}`,
  `${api}/general-popup/{id}/sd_problem/{id}`,
  `${api}/problem/{id}`,
  `${api}/problem-action/{id}`,
  `${api}/problem-log/{id}`,
  `${api}/problem-planning/{id}`,
  `${api}/problem-tickets/{id}`,
  `${api}/contract/ticket/{id}`,
  `${api}/dependency/assets`,
  `${api}/dependency/tickets_based_on_change`,
  `${api}/module-filter-structure/asset`,
  `${api}/asset-type-list`,
  `${api}/asset-type/{id}`,
  `${api}/asset-status-list`,
  `${api}/asset-status/{id}`,
  `${api}/cmdb-list`,
  `${api}/cmdb/{id}`,
  `${api}/cmdb-asset-table/{id}`,
  `${api}/cmdb-asset/{id}`,
  `${api}/asset/{id}`,
  `${api}/asset-log/{id}`,
  `${api}/dependency/asset_statuses`,
  '/api/dependency/users',
  '/api/form/render',
  '/service-desk/contract/organization/{id}',
  `${api}/contract/{id}`,
  `${api}/contract-action/{id}`,
  `${api}/contract-log/{id}`,
  `${api}/contract-threads/{id}`,
  `${api}/contract-details/{id}/{id}`,
  `${api}/user-organization/{id}`,
  '/service-desk/contract/export',
  `${api}/workflow`,
  `${api}/workflow/{id}`,
  `${api}/listener`,
  `${api}/listener/{id}`,
  `${api}/automation-options`,
];

/** Query strings no client sends: wrong shapes, huge and NUL values, broken encodings. */
const QUERIES = [
  'page=abc&limit=-1&sort_field=__proto__&sort_order=sideways&search_query=%00',
  'page=1e309&limit=99999999999999999999&offset=-5&cursor=x',
  'search_query[]=a&search_query[x]=b&page[]=1&limit[a]=2&sort_field[]=id',
  'status_ids[0]=abc&status_ids[1]=&priority_ids[]=1e309&created_at=garbage&updated_at=2020-13-45+25:61:61~x',
  'created_at=2020-01-01+00:00:00~&change_id=abc&ticket_id=-1&type=%FF%FE&id[]=1',
  `search_query=${'x'.repeat(20_000)}`,
  '%E0%A4%A=broken&%=%&&&==',
  'meta=true&ids[99999999999]=1&fields[0][key]=x',
];

describe('hostile queries to every read', () => {
  const ctx = useUploadApp({ once: true });

  it.each(READS)('GET %s answers 2xx or 4xx, never 5xx', async (template) => {
    const failures: string[] = [];
    for (const path of pathsFor(template)) {
      for (const query of QUERIES) {
        const response = await ctx.admin.get(`${path}?${query}`);
        if (response.statusCode >= 500) {
          failures.push(`${path}?${query.slice(0, 80)}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
