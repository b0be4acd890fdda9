import nock from 'nock';
import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { API, lookupPage } from './renderWithPlugin';

export const CHANGE_LOOKUPS: Record<string, { path: string; rows: Array<{ id: number; name: string }> }> = {
  Requester: { path: '/api/dependency/users', rows: [{ id: 3, name: 'Rita Requester' }] },
  Status: { path: '/service-desk/api/dependency/change_statuses', rows: [{ id: 2, name: 'Planning' }] },
  'Change type': { path: '/service-desk/api/dependency/change_types', rows: [{ id: 3, name: 'Major' }] },
  Priority: { path: '/service-desk/api/dependency/change_priorities', rows: [{ id: 4, name: 'Urgent' }] },
  Impact: { path: '/service-desk/api/dependency/impacts', rows: [{ id: 2, name: 'High impact' }] },
  Location: { path: '/api/dependency/locations', rows: [{ id: 5, name: 'Berlin' }] },
  Department: { path: '/api/dependency/departments', rows: [{ id: 1, name: 'Support' }] },
  Team: { path: '/api/dependency/teams', rows: [{ id: 6, name: 'Network Operations' }] },
  Assets: {
    path: '/service-desk/api/dependency/assets',
    rows: [
      { id: 11, name: 'Laptop 11' },
      { id: 12, name: 'Router 12' },
    ],
  },
};

/** Every lookup the change form uses answers with its rows. */
export function serveChangeLookups() {
  for (const { path, rows } of Object.values(CHANGE_LOOKUPS)) {
    nock(API).persist().get(path).query(true).reply(200, lookupPage(rows));
  }
}

/** Picks an option in the lookup labelled `label`. */
export async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}

/** Fills every required field of the change form with valid values. */
export async function fillRequiredChange(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Replace the VPN gateway');
  await user.type(await screen.findByRole('textbox', { name: 'Description' }), '<p>Swap it on Sunday.</p>');
  await choose(user, 'Requester', 'Rita Requester');
  await choose(user, 'Status', 'Planning');
  await choose(user, 'Change type', 'Major');
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
}

/** Answers POST /service-desk/api/change `times` times with `status`/`reply`, recording each request. */
export function answerChangeSave(status: number, reply: object, { times = 1, delayMs = 0 } = {}) {
  const posts: CapturedPost[] = [];
  const scope = nock(API)
    .post('/service-desk/api/change')
    .query(true)
    .times(times)
    .delay(delayMs)
    .reply(status, (uri, body) => {
      posts.push({
        body: typeof body === 'string' ? body : JSON.stringify(body),
        query: Object.fromEntries(new URL(uri, API).searchParams),
      });
      return reply;
    });
  return { posts, scope };
}

/** A real setTimeout, unaffected by jest's fake timers once they are installed. */
const realSetTimeout = globalThis.setTimeout;

/** Waits on the real clock (the fake one stays still) until `done` or `maxMs` (about 5 seconds) have passed. */
export async function waitOnRealClock(done: () => boolean, maxMs = 5000) {
  for (let tick = 0; tick < maxMs / 10 && !done(); tick += 1) {
    await new Promise((resolve) => realSetTimeout(resolve, 10));
  }
}

/**
 * Lets the real clock run in short act() steps (so React renders between them) until `done` or
 * `maxMs` have passed; the fake clock stays still.
 */
export async function actOnRealClock(done: () => boolean, maxMs = 5000) {
  for (let tick = 0; tick < maxMs / 10 && !done(); tick += 1) {
    await act(async () => {
      await new Promise((resolve) => realSetTimeout(resolve, 10));
    });
  }
}
