import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnDef } from '@tanstack/react-table';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { liveResizeObservers, resizeTo, installFakeResizeObserver } from '@/testing/resizeObserver';
import { PRIMARY } from './columnMeta';
import { column, truncatedColumn } from './columns';
import { DataTable } from './DataTable';
import { columnChoiceKey } from './storedColumnChoice';
import { DEFAULT_TABLE_QUERY } from './useTableQuery';

installFakeResizeObserver();
afterEach(() => window.localStorage.clear());

interface Person {
  id: number;
  name: string;
  status: string;
  email: string;
  address: string;
}

const LONG_NAME = 'Wilhelmina Alexandra Featherstonehaugh-Cholmondeley';
const ROWS: Person[] = [
  { id: 1, name: LONG_NAME, status: 'Active', email: 'wilhelmina@example.com', address: '1 High Street' },
];

// In rem: name 10, status 8 and the actions 10 always take 28; the email 12 more, the address 12 more.
const COLUMNS: ColumnDef<Person, unknown>[] = [
  truncatedColumn<Person>('name', 'Name', (row) => row.name, { width: 10 }),
  column<Person>('status', 'Status', (row) => row.status, { priority: PRIMARY, width: 8 }),
  column<Person>('email', 'Email', (row) => row.email, { priority: 2, width: 12 }),
  column<Person>('address', 'Address', (row) => row.address, { priority: 3, width: 12 }),
  {
    id: 'actions',
    header: 'Actions',
    meta: { alwaysShown: true, width: 10 },
    cell: () => <button type="button">Edit</button>,
  },
];

const REM = 16;

/** The table of people for `user`, as the list `listId` (null: a table that is no list). */
function renderTable(user = { id: 1, name: 'Ada Admin', role: 'admin' }, listId: string | null = 'people') {
  return renderWithPlugin(
    <DataTable<Person>
      label="List of people"
      listId={listId ?? undefined}
      columns={COLUMNS}
      list={{ data: { rows: ROWS, total: 1 }, isFetching: false, isError: false, error: null }}
      errorArea="people-table"
      query={DEFAULT_TABLE_QUERY}
      onQueryChange={jest.fn()}
    />,
    { currentUser: user },
  );
}

const headers = () =>
  within(screen.getByRole('table', { name: 'List of people' }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

async function openChooser() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Columns' }));
  return { user, menu: screen.getByRole('group', { name: 'Columns of List of people' }) };
}

describe('a table narrower than its columns', () => {
  it('lets the columns of lowest priority leave first, and brings them back as it widens', () => {
    renderTable();
    resizeTo(40 * REM);
    expect(headers()).toEqual(['Name', 'Status', 'Email', 'Actions']);
    resizeTo(30 * REM);
    expect(headers()).toEqual(['Name', 'Status', 'Actions']);
    resizeTo(64 * REM);
    expect(headers()).toEqual(['Name', 'Status', 'Email', 'Address', 'Actions']);
    expect(screen.getAllByRole('cell').map((cell) => cell.textContent)).toHaveLength(5);
  });

  it('keeps its primary columns and row actions however narrow', () => {
    renderTable();
    resizeTo(10 * REM);
    expect(headers()).toEqual(['Name', 'Status', 'Actions']);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('shows every column of a table that is no list, which has no chooser to bring one back', () => {
    renderTable(undefined, null);
    resizeTo(30 * REM);
    expect(headers()).toEqual(['Name', 'Status', 'Email', 'Address', 'Actions']);
    expect(screen.queryByRole('button', { name: 'Columns' })).not.toBeInTheDocument();
    expect(liveResizeObservers()).toBe(0);
  });

  it('stops watching its width once it is gone', () => {
    const { unmount } = renderTable();
    expect(liveResizeObservers()).toBe(1);
    unmount();
    expect(liveResizeObservers()).toBe(0);
  });

  it('keeps the full text of a cut cell as its tooltip and its text', () => {
    renderTable();
    resizeTo(30 * REM);
    const name = within(screen.getByRole('table')).getByText(LONG_NAME);
    expect(name).toHaveAttribute('title', LONG_NAME);
    expect(name.closest('td')).toHaveClass('sd-cell-truncate');
  });
});

describe('the column chooser', () => {
  it('shows each column but the actions, ticked when shown, and shows or hides the one ticked', async () => {
    renderTable();
    resizeTo(40 * REM);
    const { user, menu } = await openChooser();
    expect(screen.getByRole('button', { name: 'Columns' })).toHaveAttribute('aria-expanded', 'true');
    const boxes = within(menu).getAllByRole<HTMLInputElement>('checkbox');
    expect(boxes.map((box) => [box.labels?.[0]?.textContent, box.checked])).toEqual([
      ['Name', true],
      ['Status', true],
      ['Email', true],
      ['Address', false],
    ]);

    await user.click(within(menu).getByRole('checkbox', { name: 'Address' }));
    expect(headers()).toEqual(['Name', 'Status', 'Email', 'Address', 'Actions']);
    await user.click(within(menu).getByRole('checkbox', { name: 'Email' }));
    expect(headers()).toEqual(['Name', 'Status', 'Address', 'Actions']);
    await user.click(within(menu).getByRole('checkbox', { name: 'Status' }));
    expect(headers()).toEqual(['Name', 'Address', 'Actions']);

    await user.click(within(menu).getByRole('button', { name: 'Show the columns that fit' }));
    expect(headers()).toEqual(['Name', 'Status', 'Email', 'Actions']);
  });

  it('is used from the keyboard and closes with Escape, giving the focus back', async () => {
    renderTable();
    resizeTo(40 * REM);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Columns' });
    button.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Name' })).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Address' })).toHaveFocus();
    await user.keyboard(' ');
    expect(headers()).toContain('Address');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('is remembered for the list and the user, not for another list or another user', async () => {
    const { unmount } = renderTable();
    resizeTo(40 * REM);
    const { user, menu } = await openChooser();
    await user.click(within(menu).getByRole('checkbox', { name: 'Address' }));
    unmount();

    const again = renderTable();
    resizeTo(40 * REM);
    expect(headers()).toContain('Address');
    again.unmount();

    const otherUser = renderTable({ id: 2, name: 'Bob Agent', role: 'agent' });
    resizeTo(40 * REM);
    expect(headers()).not.toContain('Address');
    otherUser.unmount();

    renderTable(undefined, 'other-people');
    resizeTo(40 * REM);
    expect(headers()).not.toContain('Address');
  });

  it.each([
    ['not JSON', '{"address": tru'],
    ['a list', '["address"]'],
    ['not true or false', '{"address": "yes", "email": 0}'],
    ['null', 'null'],
  ])('ignores a stored choice that is %s', (_, stored) => {
    window.localStorage.setItem(columnChoiceKey('people', 1), stored);
    renderTable();
    resizeTo(40 * REM);
    expect(headers()).toEqual(['Name', 'Status', 'Email', 'Actions']);
  });
});
