import nock from 'nock';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { automationRow } from '@/testing/automations';
import { expectLinkTo } from '@/testing/links';
import { API as ORIGIN, renderWithPlugin } from '@/testing/renderWithPlugin';
import { recordDelete, recordPost, serveGet } from '@/testing/serve';
import AutomationListScreen from './AutomationListScreen';

const API = '/service-desk/api';
const page = (rows: object[], total = rows.length) => ({ data: { data: rows, total } });
const WORKFLOWS = [
  automationRow('workflow', 11, 'Emergency changes go to Urgent', 1),
  automationRow('workflow', 12, 'Database changes to the DBA team', 2),
  automationRow('workflow', 13, 'Notify on major changes', 3),
];

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the workflow and listener lists', () => {
  it('shows the listeners in their order with their events, asks with page_type, page, limit and search', async () => {
    const user = userEvent.setup();
    const queries = serveGet(`${API}/listener`, page([automationRow('listener', 21, 'Notify on denial', 1)]));
    renderWithPlugin(<AutomationListScreen kind="listener" params={{}} />);
    const table = await screen.findByRole('table', { name: 'Change listeners' });
    await within(table).findByText('Notify on denial');
    const [header, row] = within(table).getAllByRole('row');
    expect(
      within(header)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Order', 'Name', 'Active', 'Rules', 'Actions', 'Events', 'Action']);
    expect(cellTexts(row).slice(0, 6)).toEqual([
      '1',
      'Notify on denial',
      'Active',
      "Priority is High; Subject contains 'db'",
      'Set status to Planning; Notify 2 agents',
      'Status changed, CAB denied',
    ]);
    expect(queries[0]).toEqual({ page_type: 'change', page: '1', limit: '10' });
    expectLinkTo('Edit: Notify on denial', '/service-desk/listener/21/edit');
    expectLinkTo('New change listener', '/service-desk/listener/create?page_type=change');

    await user.type(screen.getByRole('searchbox'), 'deni');
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ page_type: 'change', page: '1', limit: '10', search: 'deni' }),
    );
    // A search shows some of them only: their order changes once it is cleared.
    expect(screen.getByRole('button', { name: 'Move down: Notify on denial' })).toBeDisabled();
  });

  it('shows the workflows without an events column, an inactive one as Inactive', async () => {
    serveGet(`${API}/workflow`, page([automationRow('workflow', 12, 'Database changes to the DBA team', 2)], 2));
    renderWithPlugin(<AutomationListScreen kind="workflow" params={{}} />);
    const table = await screen.findByRole('table', { name: 'Change workflows' });
    expect(await within(table).findByText('Inactive')).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Events' })).toBeNull();
  });

  it('says no data found for an empty list', async () => {
    serveGet(`${API}/workflow`, page([]));
    renderWithPlugin(<AutomationListScreen kind="workflow" params={{}} />);
    expect(await screen.findByText('no data found')).toBeInTheDocument();
  });

  it('moves a workflow with the keyboard: sends every id of the kind in the new order and shows the answer', async () => {
    const user = userEvent.setup();
    const queries = serveGet(`${API}/workflow`, page(WORKFLOWS));
    const sent = recordPost(`${API}/workflow/order`, { message: 'Order updated successfully.' });
    renderWithPlugin(<AutomationListScreen kind="workflow" params={{}} />);
    const first = await screen.findByRole('button', { name: 'Move up: Emergency changes go to Urgent' });
    expect(first).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: Notify on major changes' })).toBeDisabled();

    screen.getByRole('button', { name: 'Move down: Emergency changes go to Urgent' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Order updated successfully.')).toBeInTheDocument();
    expect(sent).toEqual([{ ids: [12, 11, 13] }]);
    expect(queries).toContainEqual({ page_type: 'change', page: '1', limit: '100' });
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Move down: Emergency changes go to Urgent' }),
    );
  });

  it("gives the focus to the row's other button once it reaches the top", async () => {
    const user = userEvent.setup();
    let rows = WORKFLOWS;
    serveGet(`${API}/workflow`, () => page(rows));
    nock(ORIGIN)
      .post(`${API}/workflow/order`)
      .reply(200, (_uri, body) => {
        const { ids } = body as { ids: number[] };
        rows = ids.map((id, index) => ({ ...WORKFLOWS.find((row) => row.id === id)!, order: index + 1 }));
        return { message: 'Order updated successfully.' };
      });
    renderWithPlugin(<AutomationListScreen kind="workflow" params={{}} />);
    (await screen.findByRole('button', { name: 'Move up: Database changes to the DBA team' })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move up: Database changes to the DBA team' })).toBeDisabled(),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Move down: Database changes to the DBA team' }),
      ),
    );
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('Database changes to the DBA team');
  });

  it('moves the last row up with the mouse, its order read across pages of 100', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 101 }, (_, index) =>
      automationRow('listener', index + 1, `L${index + 1}`, index + 1),
    );
    serveGet(`${API}/listener`, (uri) => {
      const query = new URL(uri, ORIGIN).searchParams;
      const limit = Number(query.get('limit'));
      const from = (Number(query.get('page')) - 1) * limit;
      return page(limit === 10 ? many.slice(100) : many.slice(from, from + limit), 101);
    });
    const sent = recordPost(`${API}/listener/order`, { message: 'Order updated successfully.' });
    renderWithPlugin(<AutomationListScreen kind="listener" params={{}} />);
    expect(await screen.findByRole('button', { name: 'Move down: L101' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move up: L101' }));
    await screen.findByText('Order updated successfully.');
    const ids = (sent[0] as { ids: number[] }).ids;
    expect(ids).toHaveLength(101);
    expect(ids.slice(98)).toEqual([99, 101, 100]);
  });

  it("shows the server's refusal of a reorder in the list's alert", async () => {
    const user = userEvent.setup();
    serveGet(`${API}/workflow`, page(WORKFLOWS));
    nock(ORIGIN)
      .post(`${API}/workflow/order`)
      .reply(422, { message: 'The ids must be every workflow exactly once.', errors: { ids: ['Invalid.'] } });
    renderWithPlugin(<AutomationListScreen kind="workflow" params={{}} />);
    await user.click(await screen.findByRole('button', { name: 'Move up: Notify on major changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The ids must be every workflow exactly once.');
  });

  it('deletes a workflow after the confirmation and shows the answer', async () => {
    const user = userEvent.setup();
    serveGet(`${API}/workflow`, page(WORKFLOWS));
    const deleted = recordDelete(`${API}/workflow/12`, { message: 'Workflow deleted successfully.' });
    renderWithPlugin(<AutomationListScreen kind="workflow" params={{}} />);
    await user.click(await screen.findByRole('button', { name: 'Delete: Database changes to the DBA team' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Workflow deleted successfully.')).toBeInTheDocument();
    expect(deleted).toHaveLength(1);
  });
});
