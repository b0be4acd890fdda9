import nock from 'nock';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { API, lookupPage } from './renderWithPlugin';

export const LOOKUPS: Record<string, { path: string; rows: Array<{ id: number; name: string }> }> = {
  From: { path: '/api/dependency/users', rows: [{ id: 3, name: 'Rita Requester' }] },
  Department: { path: '/api/dependency/departments', rows: [{ id: 1, name: 'Support' }] },
  Impact: { path: '/service-desk/api/dependency/impacts', rows: [{ id: 2, name: 'High impact' }] },
  Status: { path: '/api/dependency/statuses', rows: [{ id: 1, name: 'Open' }] },
  Priority: { path: '/api/dependency/priorities', rows: [{ id: 4, name: 'Urgent' }] },
  Location: { path: '/api/dependency/locations', rows: [{ id: 5, name: 'Berlin' }] },
  'Assigned to': { path: '/api/dependency/agents', rows: [{ id: 7, name: 'Sam Agent' }] },
  Assets: {
    path: '/service-desk/api/dependency/assets',
    rows: [
      { id: 11, name: 'Laptop 11' },
      { id: 12, name: 'Router 12' },
    ],
  },
};

/** Every lookup the form uses answers with its rows. */
export function serveLookups() {
  for (const { path, rows } of Object.values(LOOKUPS)) {
    nock(API).persist().get(path).query(true).reply(200, lookupPage(rows));
  }
}

/** Picks an option in the lookup labelled `label`. */
export async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}

/** The chips of the lookup labelled `label`. */
export function chosen(label: string): string[] {
  const list = screen.queryByRole('list', { name: `Selected ${label}` });
  return list
    ? within(list)
        .queryAllByRole('listitem')
        .map((item) => item.textContent?.replace('×', '') ?? '')
    : [];
}

/** Fills every required field with valid values. */
export async function fillRequired(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'VPN drops every hour');
  await user.type(await screen.findByRole('textbox', { name: 'Description' }), '<p>Users lose the tunnel.</p>');
  await choose(user, 'From', 'Rita Requester');
  await choose(user, 'Department', 'Support');
  await choose(user, 'Impact', 'High impact');
  await choose(user, 'Status', 'Open');
  await choose(user, 'Priority', 'Urgent');
}

/** The parts of a multipart/form-data body, in order, as [name, value] pairs. */
export function multipartFields(body: string): Array<[string, string]> {
  const boundary = body.slice(0, body.indexOf('\r\n'));
  return body
    .split(boundary)
    .slice(1, -1)
    .map((part) => {
      const [head, ...rest] = part.replace(/^\r\n/, '').split('\r\n\r\n');
      const name = /name="([^"]+)"/.exec(head)?.[1] ?? '';
      return [name, rest.join('\r\n\r\n').replace(/\r\n$/, '')];
    });
}

export interface CapturedPost {
  body: string;
  query: Record<string, string>;
  contentType: string;
}

/** Answers POST /service-desk/api/problem `times` times with `status`/`reply`, recording each request. */
export function answerSave(status: number, reply: object, { times = 1, delayMs = 0 } = {}) {
  const posts: CapturedPost[] = [];
  const scope = nock(API)
    .post('/service-desk/api/problem')
    .query(true)
    .times(times)
    .delay(delayMs)
    .reply(status, function (uri, body) {
      posts.push({
        body: typeof body === 'string' ? body : JSON.stringify(body),
        query: Object.fromEntries(new URL(uri, API).searchParams),
        contentType: String(this.req.headers['content-type'] ?? ''),
      });
      return reply;
    });
  return { posts, scope };
}

/** A real setTimeout, unaffected by jest's fake timers once they are installed. */
const realSetTimeout = globalThis.setTimeout;

/** Waits on the real clock (the fake one stays still) until `done` or about 5 seconds have passed. */
export async function waitOnRealClock(done: () => boolean) {
  for (let tick = 0; tick < 500 && !done(); tick += 1) {
    await new Promise((resolve) => realSetTimeout(resolve, 10));
  }
}
