import nock from 'nock';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TicketAssociates } from './TicketAssociates';
import { dispatchTicketChanged } from '@/host/ticketSignal';
import { API, renderWithPlugin } from '@/testing/renderWithPlugin';
import { columnNames } from '@/testing/listScreen';
import { serveGet } from '@/testing/serve';
import { ALL_ACTIONS, NO_ACTIONS } from '@/testing/ticketSlots';
import { actOnRealClock } from '@/testing/realClock';

const ASSETS = [
  {
    id: 11,
    name: 'Mail server',
    managed_by: { full_name: 'Sam Agent' },
    used_by: { full_name: 'Rita Requester' },
    contract: { id: 5, name: 'Hosting 2026' },
  },
];
const CHANGES = [
  {
    id: 4,
    change_number: 'CHG-0004',
    subject: 'Swap the VPN gateway',
    type: 'initiated',
    created_at: '2026-03-02 10:00:00',
  },
];
const CONTRACTS = [
  {
    id: 5,
    name: 'Hosting 2026',
    cost: 1550,
    contract_start_date: '2026-01-01 00:00:00',
    contract_end_date: '2026-12-31 00:00:00',
  },
];

const assetsPage = { data: { data: { data: ASSETS, total: 1 } } };

afterEach(() => {
  jest.useRealTimers();
});

describe('the associates card', () => {
  it('shows a ticket its assets, changes and contracts tabs, with detach where the actions allow it', async () => {
    const assetQueries = serveGet('/service-desk/api/asset-list', assetsPage);
    const changeQueries = serveGet('/service-desk/api/attached-change/ticket', {
      data: { changes: CHANGES, total: 1 },
    });
    const contractQueries = serveGet('/service-desk/api/contract/ticket/9', { data: { data: CONTRACTS, total: 1 } });
    const user = userEvent.setup();
    renderWithPlugin(<TicketAssociates scope="ticket" id={9} actions={ALL_ACTIONS} />);

    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Assets', 'Changes', 'Contracts']);
    const assets = await screen.findByRole('table', { name: 'Assets of this ticket' });
    await within(assets).findByText('Mail server');
    expect(columnNames(assets)).toEqual(['Name', 'Used by', 'Managed by', 'Contract', 'Action']);
    expect(within(assets).getByRole('link', { name: 'Hosting 2026' })).toHaveAttribute(
      'href',
      '/service-desk/contracts/5/show',
    );
    expect(assetQueries[0]).toEqual({
      'ticket_ids[0]': '9',
      'sort-field': 'name',
      'sort-order': 'desc',
      page: '1',
      limit: '10',
    });

    await user.click(screen.getByRole('tab', { name: 'Changes' }));
    const changes = await screen.findByRole('table', { name: 'Changes of this ticket' });
    await within(changes).findByText('Swap the VPN gateway');
    expect(columnNames(changes)).toEqual(['ID', 'Change number', 'Subject', 'Type', 'Created at', 'Action']);
    expect(within(changes).getByText('Initiated')).toBeInTheDocument();
    expect(changeQueries[0]).toMatchObject({ ticket_id: '9', 'sort-field': 'id' });
    expect(changeQueries[0].isArchive).toBeUndefined();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'vpn');
    await waitFor(() => expect(changeQueries.at(-1)).toMatchObject({ search_query: 'vpn' }));

    await user.click(screen.getByRole('tab', { name: 'Contracts' }));
    const contracts = await screen.findByRole('table', { name: 'Contracts' });
    await within(contracts).findByText('1550');
    expect(columnNames(contracts)).toEqual(['ID', 'Name', 'Cost', 'Contract start date', 'Contract end date']);
    expect(contractQueries).toHaveLength(1);
  });

  it('fetches the actions itself when the host passes none, and hides detach without the flags', async () => {
    serveGet('/service-desk/api/asset-list', assetsPage);
    const actionQueries = serveGet('/service-desk/get/permissions', { data: { actions: NO_ACTIONS, permissions: [] } });
    renderWithPlugin(<TicketAssociates scope="ticket" id={9} />);
    const assets = await screen.findByRole('table', { name: 'Assets of this ticket' });
    await within(assets).findByText('Mail server');
    await waitFor(() => expect(actionQueries).toEqual([{ ticket_id: '9' }]));
    expect(columnNames(assets)).not.toContain('Action');
  });

  it('sends isArchive for an archived ticket and offers no detach', async () => {
    const assetQueries = serveGet('/service-desk/api/asset-list', assetsPage);
    renderWithPlugin(<TicketAssociates scope="ticket" id={9} isArchive actions={ALL_ACTIONS} />);
    const assets = await screen.findByRole('table', { name: 'Assets of this ticket' });
    await within(assets).findByText('Mail server');
    expect(assetQueries[0].isArchive).toBe('1');
    expect(columnNames(assets)).not.toContain('Action');
  });

  it('shows a user only assets and contracts, by used_by_ids and user_ids', async () => {
    const assetQueries = serveGet('/service-desk/api/asset-list', assetsPage);
    const contractQueries = serveGet('/service-desk/api/contract-list', { data: { contracts: CONTRACTS, total: 1 } });
    const user = userEvent.setup();
    renderWithPlugin(<TicketAssociates scope="user" id={4} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Assets', 'Contracts']);
    const assets = await screen.findByRole('table', { name: 'Assets of this user' });
    await within(assets).findByText('Mail server');
    expect(assetQueries[0]['used_by_ids[0]']).toBe('4');
    expect(columnNames(assets)).not.toContain('Action');
    await user.click(screen.getByRole('tab', { name: 'Contracts' }));
    await screen.findByText('1550');
    expect(contractQueries[0]).toMatchObject({ 'user_ids[0]': '4', 'sort-field': 'id' });
  });

  it("shows an organization's assets by org_ids and its contracts", async () => {
    const assetQueries = serveGet('/service-desk/api/asset-list', assetsPage);
    const contractQueries = serveGet('/service-desk/contract/organization/3', { data: { data: CONTRACTS, total: 1 } });
    const user = userEvent.setup();
    renderWithPlugin(<TicketAssociates scope="organization" id={3} />);
    await screen.findByText('Mail server');
    expect(assetQueries[0]['org_ids[0]']).toBe('3');
    await user.click(screen.getByRole('tab', { name: 'Contracts' }));
    await screen.findByText('1550');
    expect(contractQueries).toHaveLength(1);
  });

  it('detaches a change with ticket_id, change_id and type as the query, then shows the message', async () => {
    serveGet('/service-desk/api/asset-list', assetsPage);
    serveGet('/service-desk/api/attached-change/ticket', { data: { changes: CHANGES, total: 1 } });
    const deleted: Record<string, string>[] = [];
    nock(API)
      .delete('/service-desk/api/detach-change/ticket')
      .query((query) => {
        deleted.push(query as Record<string, string>);
        return true;
      })
      .reply(200, { message: 'Change detached successfully.' });
    const signals = jest.fn();
    window.addEventListener('service-desk:ticket-changed', signals);
    const user = userEvent.setup();
    renderWithPlugin(<TicketAssociates scope="ticket" id={9} actions={ALL_ACTIONS} />);
    await user.click(screen.getByRole('tab', { name: 'Changes' }));
    await user.click(await screen.findByRole('button', { name: 'Detach: CHG-0004' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detach change' });
    expect(within(dialog).getByText('Are you sure?')).toBeInTheDocument();
    expect(document.querySelector('.sd-dialog-500')).not.toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Detach' }));
    expect(await screen.findByText('Change detached successfully.')).toBeInTheDocument();
    expect(deleted).toEqual([{ ticket_id: '9', change_id: '4', type: 'initiated' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(signals).toHaveBeenCalledTimes(1);
    window.removeEventListener('service-desk:ticket-changed', signals);
  });

  it('closes the dialog on a failed asset detach, shows the error and re-enables the button', async () => {
    serveGet('/service-desk/api/asset-list', assetsPage);
    nock(API)
      .delete('/service-desk/api/detach-asset/9/11')
      .reply(403, { message: 'You do not have permission to detach assets.' });
    const user = userEvent.setup();
    renderWithPlugin(<TicketAssociates scope="ticket" id={9} actions={ALL_ACTIONS} />);
    const detach = await screen.findByRole('button', { name: 'Detach: Mail server' });
    await user.click(detach);
    const dialog = await screen.findByRole('dialog', { name: 'Detach asset' });
    await user.click(within(dialog).getByRole('button', { name: 'Detach' }));
    expect(await screen.findByText('You do not have permission to detach assets.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Detach: Mail server' })).toBeEnabled();
  });

  it('returns to its first tab when its ticket changes, and reloads on Refresh', async () => {
    const assetQueries = serveGet('/service-desk/api/asset-list', assetsPage);
    serveGet('/service-desk/api/attached-change/ticket', { data: { changes: CHANGES, total: 1 } });
    const user = userEvent.setup();
    renderWithPlugin(<TicketAssociates scope="ticket" id={9} actions={NO_ACTIONS} />);
    await screen.findByText('Mail server');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(assetQueries).toHaveLength(2));

    await user.click(screen.getByRole('tab', { name: 'Changes' }));
    expect(screen.getByRole('tab', { name: 'Changes' })).toHaveAttribute('aria-selected', 'true');
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    act(() => dispatchTicketChanged(9));
    act(() => jest.advanceTimersByTime(3000));
    jest.useRealTimers();
    expect(screen.getByRole('tab', { name: 'Assets' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Mail server')).toBeInTheDocument();
  });

  it('starts on its first tab again when given another ticket', async () => {
    serveGet('/service-desk/api/asset-list', assetsPage);
    serveGet('/service-desk/api/attached-change/ticket', { data: { changes: CHANGES, total: 1 } });
    const user = userEvent.setup();
    const { rerender } = renderWithPlugin(<TicketAssociates scope="ticket" id={9} actions={NO_ACTIONS} />);
    await user.click(await screen.findByRole('tab', { name: 'Changes' }));
    rerender(<TicketAssociates scope="ticket" id={10} actions={NO_ACTIONS} />);
    expect(screen.getByRole('tab', { name: 'Assets' })).toHaveAttribute('aria-selected', 'true');
  });

  it('reloads 3 seconds after the ticket-changed signal of its own ticket, not before', async () => {
    const assetQueries = serveGet('/service-desk/api/asset-list', assetsPage);
    renderWithPlugin(<TicketAssociates scope="ticket" id={9} actions={NO_ACTIONS} />);
    await screen.findByText('Mail server');
    expect(assetQueries).toHaveLength(1);

    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    act(() => dispatchTicketChanged(10));
    act(() => dispatchTicketChanged(9));
    act(() => jest.advanceTimersByTime(2999));
    await actOnRealClock(() => false, 50);
    expect(assetQueries).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    await actOnRealClock(() => assetQueries.length > 1);
    expect(assetQueries).toHaveLength(2);
  });
});
