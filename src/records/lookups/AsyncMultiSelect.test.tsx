import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { useState } from 'react';
import type { Option } from '@/api/dependencies';
import { AsyncMultiSelect, type AsyncMultiSelectProps } from './AsyncMultiSelect';
import { API, lookupPage, renderWithPlugin } from '@/testing/renderWithPlugin';
import { serveGet } from '@/testing/serve';
import { expectCutText } from '@/testing/texts';

const DEPARTMENTS = [
  { id: 1, name: 'Support' },
  { id: 2, name: 'Network' },
  { id: 3, name: 'Finance' },
];

type Query = Record<string, string | string[]>;

type HarnessProps = Partial<Omit<AsyncMultiSelectProps, 'value'>> & { initial?: Option[] };

function Harness({ initial = [], onChange, ...props }: HarnessProps) {
  const [value, setValue] = useState<Option[]>(initial);
  return (
    <AsyncMultiSelect
      id="dept"
      label="Departments"
      dependency="departments"
      {...props}
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

/** Answers every lookup on `path` with `rows`, recording the query strings sent. */
function answerLookups(path: string, rows: (query: Query) => Option[] = () => DEPARTMENTS) {
  return serveGet(path, (uri) => lookupPage(rows(Object.fromEntries(new URL(uri, API).searchParams))));
}

const combobox = () => screen.getByRole('combobox', { name: 'Departments' });
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('AsyncMultiSelect', () => {
  it('asks the host lookup with an empty search on focus, then with search-query once typing pauses', async () => {
    const user = userEvent.setup();
    const queries = answerLookups('/api/dependency/departments', (query) =>
      DEPARTMENTS.filter((row) => row.name.toLowerCase().includes(String(query['search-query'] ?? '').toLowerCase())),
    );
    renderWithPlugin(<Harness />);

    await user.click(combobox());
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('option', { name: 'Finance' })).toBeInTheDocument();
    expect(queries).toEqual([{ limit: '10' }]);

    await user.type(combobox(), 'net');
    await waitFor(() => expect(optionNames()).toEqual(['Network']), { timeout: 2000 });
    // One request for the whole word: the keystrokes are debounced.
    expect(queries).toEqual([{ limit: '10' }, { 'search-query': 'net', limit: '10' }]);
  });

  it("uses the service-desk path for its own lookups and passes the lookup's parameters", async () => {
    const user = userEvent.setup();
    const queries = answerLookups('/service-desk/api/dependency/impacts', () => [{ id: 7, name: 'High' }]);
    renderWithPlugin(<Harness label="Impacts" dependency="impacts" lookupParams={{ supplements: 4 }} />);

    await user.click(screen.getByRole('combobox', { name: 'Impacts' }));
    expect(await screen.findByRole('option', { name: 'High' })).toBeInTheDocument();
    expect(queries).toEqual([{ limit: '10', supplements: '4' }]);
  });

  it('moves with the arrow keys, selects with Enter and no longer offers the chosen option', async () => {
    const user = userEvent.setup();
    answerLookups('/api/dependency/departments');
    const onChange = jest.fn();
    renderWithPlugin(<Harness onChange={onChange} />);

    await user.click(combobox());
    await screen.findByRole('option', { name: 'Support' });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const network = screen.getByRole('option', { name: 'Network' });
    expect(combobox()).toHaveAttribute('aria-activedescendant', network.id);
    expect(network).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([{ id: 2, name: 'Network' }]);
    expect(screen.getByRole('button', { name: 'Remove Network' })).toBeInTheDocument();
    expect(optionNames()).toEqual(['Support', 'Finance']);

    await user.keyboard('{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([
      { id: 2, name: 'Network' },
      { id: 3, name: 'Finance' },
    ]);
  });

  it('selects with a click and closes on Escape and on a click outside', async () => {
    const user = userEvent.setup();
    answerLookups('/api/dependency/departments');
    renderWithPlugin(
      <>
        <Harness />
        <p>Elsewhere</p>
      </>,
    );

    await user.click(combobox());
    await user.click(await screen.findByRole('option', { name: 'Finance' }));
    expect(screen.getByRole('button', { name: 'Remove Finance' })).toBeInTheDocument();
    expect(combobox()).toHaveFocus();
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Elsewhere'));
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('removes chips with their buttons and with Backspace in the empty input', async () => {
    const user = userEvent.setup();
    answerLookups('/api/dependency/departments');
    const onChange = jest.fn();
    renderWithPlugin(<Harness initial={DEPARTMENTS} onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'Remove Network' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { id: 1, name: 'Support' },
      { id: 3, name: 'Finance' },
    ]);
    expect(screen.queryByRole('button', { name: 'Remove Network' })).not.toBeInTheDocument();
    expect(combobox()).toHaveFocus();

    await user.type(combobox(), 'x{Backspace}');
    expect(onChange).toHaveBeenCalledTimes(1);
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith([{ id: 1, name: 'Support' }]);
    expect(screen.queryByRole('button', { name: 'Remove Finance' })).not.toBeInTheDocument();
  });

  it('shows a loading line, then No matches for an empty answer', async () => {
    const user = userEvent.setup();
    nock(API).get('/api/dependency/departments').query(true).delay(200).reply(200, lookupPage([]));
    renderWithPlugin(<Harness />);

    await user.click(combobox());
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No matches'));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('shows the server message when the lookup fails and stays usable', async () => {
    const user = userEvent.setup();
    nock(API).get('/api/dependency/departments').query(true).reply(500, { message: 'The lookup is down.' });
    const queries = answerLookups('/api/dependency/departments');
    renderWithPlugin(<Harness />);

    await user.click(combobox());
    expect(await screen.findByRole('alert')).toHaveTextContent('The lookup is down.');
    expect(combobox()).toBeEnabled();

    await user.type(combobox(), 'fin');
    expect(await screen.findByRole('option', { name: 'Finance' }, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(queries).toEqual([{ 'search-query': 'fin', limit: '10' }]);
  });

  it('cuts long labels to labelMaxLength and keeps the full text in a title and for screen readers', async () => {
    const user = userEvent.setup();
    const longName = 'Infrastructure and Operations Department of the North Region';
    answerLookups('/api/dependency/departments', () => [{ id: 9, name: longName }]);
    renderWithPlugin(<Harness initial={[{ id: 8, name: 'A very long chip label indeed' }]} labelMaxLength={20} />);

    const chips = screen.getByRole('list', { name: 'Selected Departments' });
    expectCutText(chips, 'A very long chip lab...', 'A very long chip label indeed');

    await user.click(combobox());
    const option = await screen.findByRole('option', { name: longName });
    expectCutText(option, 'Infrastructure and O...', longName);
  });

  it('cuts option labels at 40 characters by default and leaves short ones without a title', async () => {
    const user = userEvent.setup();
    const name = 'x'.repeat(41);
    answerLookups('/api/dependency/departments', () => [
      { id: 1, name },
      { id: 2, name: 'y'.repeat(40) },
    ]);
    renderWithPlugin(<Harness />);

    await user.click(combobox());
    const [long, exact] = await screen.findAllByRole('option');
    expect(long).toHaveTextContent(`${'x'.repeat(40)}...`);
    expect(within(long).getByTitle(name)).toBeInTheDocument();
    expect(exact).toHaveTextContent('y'.repeat(40));
    expect(within(exact).queryByTitle(/y/)).not.toBeInTheDocument();
  });

  it('never lets an older answer replace the options of a newer search', async () => {
    const user = userEvent.setup();
    nock(API).get('/api/dependency/departments').query({ limit: '10' }).reply(200, lookupPage([]));
    nock(API)
      .get('/api/dependency/departments')
      .query({ 'search-query': 's', limit: '10' })
      .delay(600)
      .reply(200, lookupPage([{ id: 1, name: 'Support' }]));
    nock(API)
      .get('/api/dependency/departments')
      .query({ 'search-query': 'st', limit: '10' })
      .reply(200, lookupPage([{ id: 4, name: 'Store' }]));
    renderWithPlugin(<Harness />);

    await user.click(combobox());
    await user.type(combobox(), 's');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    await user.type(combobox(), 't');
    expect(await screen.findByRole('option', { name: 'Store' }, { timeout: 2000 })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(optionNames()).toEqual(['Store']);
  });

  it('cannot be used when disabled', async () => {
    const user = userEvent.setup();
    renderWithPlugin(<Harness disabled initial={[DEPARTMENTS[0]]} />);

    expect(combobox()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Support' })).toBeDisabled();
    await user.click(combobox());
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });
});
