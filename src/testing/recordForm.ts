import nock from 'nock';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { API, renderWithPlugin } from './renderWithPlugin';
import { serveGet, serveLookup } from './serve';

/** The rows every dependency lookup of the problem and change forms answers with, by path. */
const LOOKUP_ROWS: Record<string, Array<{ id: number; name: string }>> = {
  '/api/dependency/users': [{ id: 3, name: 'Rita Requester' }],
  '/api/dependency/departments': [{ id: 1, name: 'Support' }],
  '/service-desk/api/dependency/impacts': [{ id: 2, name: 'High impact' }],
  '/api/dependency/statuses': [{ id: 1, name: 'Open' }],
  '/api/dependency/priorities': [{ id: 4, name: 'Urgent' }],
  '/api/dependency/locations': [{ id: 5, name: 'Berlin' }],
  '/api/dependency/agents': [{ id: 7, name: 'Sam Agent' }],
  '/api/dependency/teams': [{ id: 6, name: 'Network Operations' }],
  '/service-desk/api/dependency/change_statuses': [{ id: 2, name: 'Planning' }],
  '/service-desk/api/dependency/change_types': [{ id: 3, name: 'Major' }],
  '/service-desk/api/dependency/change_priorities': [{ id: 4, name: 'Urgent' }],
  '/service-desk/api/dependency/assets': [
    { id: 11, name: 'Laptop 11' },
    { id: 12, name: 'Router 12' },
  ],
};

/**
 * Around each test of a form file: window.scrollTo is stubbed (a failed save scrolls to the top;
 * jsdom has no scrolling) and, with `lookups`, every lookup is served; afterwards the real clock
 * and the address are back. Filling a form through its comboboxes takes a few seconds on a busy
 * machine: each test may take `timeoutMs`. Returns the scrollTo stub.
 */
export function setUpFormTests({ lookups = true, timeoutMs = 20_000 } = {}) {
  jest.setTimeout(timeoutMs);
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    if (lookups) serveFormLookups();
  });
  afterEach(() => {
    jest.useRealTimers();
    scrollTo.mockRestore();
    window.history.replaceState(null, '', '/');
  });
  return () => scrollTo;
}

/** What a form says under an empty required field. */
export const REQUIRED = 'This field is required.';

export const subject = () => screen.getByRole('textbox', { name: /Subject/ });
export const description = () => screen.getByRole('textbox', { name: 'Description' });

/** Renders the form `form` makes with a jest.fn() as its onSaved. */
export function renderForm(form: (onSaved: jest.Mock) => ReactElement) {
  const onSaved = jest.fn();
  return { ...renderWithPlugin(form(onSaved)), onSaved };
}

/** The error text a control points at with aria-describedby. */
export function errorOf(control: HTMLElement): string | null {
  const id = control.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

/** Every lookup of the problem and change forms answers with its rows; attach_asset is `attachAssets`. */
export function serveFormLookups({ attachAssets = true } = {}) {
  for (const [path, rows] of Object.entries(LOOKUP_ROWS)) serveLookup(path, rows);
  serveAttachAssetsPermission(attachAssets);
}

/** The change form's form-render answer: its fields (custom ones with options and scope) in order. */
export function serveChangeFormRender(formFields: object[] = []) {
  return serveGet('/api/form/render', { data: { category: 'change', form_fields: formFields } });
}

/** The permissions call the forms ask whether to show their assets field (data.actions.attach_asset). */
export function serveAttachAssetsPermission(allowed: boolean) {
  return serveGet('/service-desk/get/permissions', { data: { actions: { attach_asset: allowed }, permissions: [] } });
}

/** Picks an option in the lookup labelled `label`. */
export async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}

/** What fillRequired types and picks in each form. */
const VALID = {
  problem: {
    subject: 'VPN drops every hour',
    description: '<p>Users lose the tunnel.</p>',
    choices: [
      ['From', 'Rita Requester'],
      ['Department', 'Support'],
      ['Impact', 'High impact'],
      ['Status', 'Open'],
      ['Priority', 'Urgent'],
    ],
  },
  change: {
    subject: 'Replace the VPN gateway',
    description: '<p>Swap it on Sunday.</p>',
    choices: [
      ['Requester', 'Rita Requester'],
      ['Status', 'Planning'],
      ['Change type', 'Major'],
    ],
  },
};

/** Fills every required field of the problem or change form with valid values. */
export async function fillRequired(user: UserEvent, form: 'problem' | 'change') {
  const valid = VALID[form];
  await user.type(subject(), valid.subject);
  await user.type(await screen.findByRole('textbox', { name: 'Description' }), valid.description);
  for (const [label, option] of valid.choices) await choose(user, label, option);
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

/** The screen says `message` once the save is answered, and the multipart `body` it sent holds `fields`, in order. */
export async function expectSent(message: string, body: string, fields: Array<[string, string]>) {
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(multipartFields(body)).toEqual(fields);
}

export interface CapturedPost {
  body: string;
  query: Record<string, string>;
  contentType: string;
}

/** Answers the save of `record` with the server's 422: 'The given data was invalid.' and the `errors` of each field. */
export function refuseSave(record: string, errors: Record<string, string[]>) {
  return answerSave(record, 422, { message: 'The given data was invalid.', errors });
}

/**
 * Renders `form`, a create or edit screen whose save of `record` the server answers 200 with
 * `reply`: the user who fills it in, the saves it sends and the host's navigateToUrl.
 */
export function renderSaving(form: ReactElement, record: string, reply: object) {
  const user = userEvent.setup();
  const { posts } = answerSave(record, 200, reply);
  const { navigateToUrl } = renderWithPlugin(form);
  return { user, posts, navigateToUrl };
}

/** Answers the save of `record` (problem, change, asset-status ...) `times` times with `status`/`reply`, recording each request. */
export function answerSave(record: string, status: number, reply: object, { times = 1, delayMs = 0 } = {}) {
  const posts: CapturedPost[] = [];
  const scope = nock(API)
    .post(`/service-desk/api/${record}`)
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
