import nock from 'nock';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, type renderWithPlugin } from './renderWithPlugin';
import type { Query } from './serve';

/** The column headers of `table`, without their sort arrows. */
export const columnNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.replace(/[▲▼↕]/g, ''));

/** The numbers of the page links shown. */
export const pageNumbers = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('button', { name: /^Page/ })
    .map((button) => button.textContent);

/**
 * The list titled `title` shows `columns`; its second row (`subjects[1]`), whose requester has only
 * an email and whose next column is empty, shows the email and '--'; the first call asks for the
 * first page by id, newest first (the inverted convention sends 'asc').
 */
export async function expectFirstPage(title: string, subjects: [string, string], columns: string[], queries: Query[]) {
  expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: title });
  await within(table).findByText(subjects[0]);
  expect(columnNames(table)).toEqual(columns);
  const second = within(table).getByText(subjects[1]).closest('tr') as HTMLElement;
  expect(second).toHaveTextContent('only@mail.test');
  expect(second).toHaveTextContent('--');
  expect(queries[0]).toEqual({ 'sort-field': 'id', 'sort-order': 'asc', page: '1', limit: '10' });
}

/** No header among `names` offers sorting. */
export function expectUnsortable(names: string[]) {
  for (const name of names) {
    expect(within(screen.getByRole('columnheader', { name })).queryByRole('button')).toBeNull();
  }
}

/** Clicks the sort button of `column` and waits for the list call sorted by `field` in `order`. */
export async function sortBy(queries: Query[], column: RegExp, field: string, order: 'asc' | 'desc') {
  await userEvent.click(screen.getByRole('button', { name: column }));
  await waitFor(() => expect(queries.at(-1)).toMatchObject({ 'sort-field': field, 'sort-order': order }));
}

/** Presses `button`, checks the confirmation asks 'Are you sure?' and returns it. */
export async function askToConfirm(button: string) {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Are you sure?');
  return dialog;
}

/**
 * Deletes the row `subject` through its confirmation: the server answers DELETE `call` with
 * `message`, which the list shows in its alert area `area`.
 */
export async function deleteRow(subject: string, call: string, message: string, area: string) {
  const deletion = nock(API).delete(call).reply(200, { message });
  const dialog = await askToConfirm(`Delete: ${subject}`);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText(message)).toHaveAttribute('data-area', area);
  expect(deletion.isDone()).toBe(true);
}

/** The row `subject` links to `view`; it offers edit at `edit` and delete, or neither. */
export function expectRowActions(subject: string, view: string, edit?: string) {
  expect(screen.getByRole('link', { name: `View: ${subject}` })).toHaveAttribute('href', view);
  if (edit) {
    expect(screen.getByRole('link', { name: `Edit: ${subject}` })).toHaveAttribute('href', edit);
    expect(screen.getByRole('button', { name: `Delete: ${subject}` })).toBeInTheDocument();
  } else {
    expect(screen.queryByRole('link', { name: `Edit: ${subject}` })).toBeNull();
    expect(screen.queryByRole('button', { name: `Delete: ${subject}` })).toBeNull();
  }
}

/** The create link points at `href` and goes there through the host router. */
async function followCreateLink(navigateToUrl: jest.Mock, name: string, href: string) {
  const create = screen.getByRole('link', { name });
  expect(create).toHaveAttribute('href', href);
  await userEvent.click(create);
  expect(navigateToUrl).toHaveBeenCalledWith(href);
}

/**
 * A failing list call shows the server message; once unmounted and shown again with `serveEmpty`,
 * the list says there is no data.
 */
async function expectFailureThenEmpty(path: string, render: () => { unmount(): void }, serveEmpty: () => void) {
  nock(API).get(path).query(true).reply(500, { message: 'Database unavailable.' });
  const { unmount } = render();
  expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable.');
  unmount();
  serveEmpty();
  render();
  expect(await screen.findByText('no data found')).toBeInTheDocument();
}

/**
 * Rows `${noun} number 1`, served without is_edit and is_delete, and `${noun} number 2`, served
 * with both, are on the list: the first links only to its page, the second to its page and its
 * edit form under `base`, with delete.
 */
export async function expectRowActionsByFlags(noun: string, base: string) {
  await screen.findByText(`${noun} number 1`);
  expectRowActions(`${noun} number 1`, `${base}/1/show`);
  expectRowActions(`${noun} number 2`, `${base}/2/show`, `${base}/2/edit`);
}

/** The open filter panel offers a lookup per label and the created and updated date ranges. */
export function expectFilterFields(lookups: string[]) {
  for (const label of lookups) expect(screen.getByRole('combobox', { name: label })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Created at' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Updated at' })).toBeInTheDocument();
}

export interface ListScreen<Row> {
  /** The path of the list call. */
  call: string;
  render: () => ReturnType<typeof renderWithPlugin>;
  /** Answers the list call with `rows`. */
  serveRows: (rows: Row[]) => unknown;
  /** The row numbered `id`, with `flags` overriding its is_edit and is_delete. */
  row: (id: number, flags?: { is_edit: boolean; is_delete: boolean }) => Row;
  /** Rows named `${noun} number {id}`, with their pages under `base`: the row actions follow the flags. */
  rowPages?: { noun: string; base: string };
  /** The create link's name and address. */
  create: [name: string, href: string];
}

/**
 * The tests every list screen passes: a failing list call, an empty list, the create link and,
 * with `rowPages`, the row actions each row's flags allow.
 */
export function describeListScreenBasics<Row>(list: ListScreen<Row>) {
  it('shows the server message when the list fails, and an empty state when there are no rows', async () => {
    await expectFailureThenEmpty(list.call, list.render, () => list.serveRows([]));
  });

  it('goes to the create form through the host router', async () => {
    list.serveRows([list.row(1)]);
    const { navigateToUrl } = list.render();
    await followCreateLink(navigateToUrl, ...list.create);
  });

  const { rowPages } = list;
  if (rowPages) {
    it('offers edit only with is_edit and delete only with is_delete', async () => {
      list.serveRows([list.row(1, { is_edit: false, is_delete: false }), list.row(2)]);
      list.render();
      await expectRowActionsByFlags(rowPages.noun, rowPages.base);
    });
  }
}
