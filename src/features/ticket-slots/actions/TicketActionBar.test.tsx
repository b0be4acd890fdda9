import nock from 'nock';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TicketActionBar } from './TicketActionBar';
import { API, lookupPage, renderWithPlugin } from '@/testing/renderWithPlugin';
import { recordPost, serveAssetFilterStructure, serveGet, serveLookup } from '@/testing/serve';
import { ALL_ACTIONS, NO_ACTIONS } from '@/testing/ticketSlots';
import { actOnRealClock } from '@/testing/realClock';
import { serveAttachAssetsPermission } from '@/testing/recordForm';

const PROBLEM_ROW = { id: 5, subject: 'VPN drops every hour' };

function serveProblem(rows: Array<{ id: number; subject: string }> = []) {
  return serveGet('/service-desk/api/problem-list', { data: { problems: rows, total: rows.length } });
}

/** What an embedded problem or change form asks: the ticket's problem, empty lookups, the assets permission. */
function serveEmbeddedForm() {
  serveProblem();
  nock(API)
    .persist()
    .get(/\/dependency\//)
    .query(true)
    .reply(200, lookupPage([]));
  serveAttachAssetsPermission(true);
}

const toolbar = () => screen.getByRole('toolbar', { name: 'Service desk actions' });
const buttonNames = () =>
  within(toolbar())
    .queryAllByRole('button')
    .map((button) => button.textContent);

let signals: jest.Mock;
beforeEach(() => {
  signals = jest.fn();
  window.addEventListener('service-desk:ticket-changed', signals);
});
afterEach(() => {
  window.removeEventListener('service-desk:ticket-changed', signals);
  jest.useRealTimers();
});

describe('the ticket action bar', () => {
  it('shows each action only when the actions object allows it', async () => {
    serveProblem();
    const { unmount } = renderWithPlugin(<TicketActionBar ticketId={9} actions={ALL_ACTIONS} />);
    expect(buttonNames()).toEqual([
      'Attach assets',
      'Attach new problem',
      'Attach existing problem',
      'Detach problem',
      'Attach change initiated by this ticket',
      'Create change',
      'Attach change initiating this ticket',
    ]);
    unmount();
    renderWithPlugin(
      <TicketActionBar
        ticketId={9}
        actions={{ ...NO_ACTIONS, show_attach_existing_problem: true, attach_change_initiated: true }}
      />,
    );
    expect(buttonNames()).toEqual(['Attach existing problem', 'Attach change initiating this ticket']);
  });

  it('offers no action on an archived ticket and asks for no actions', async () => {
    serveProblem();
    const queries = serveGet('/service-desk/get/permissions', { data: { permissions: [], actions: ALL_ACTIONS } });
    renderWithPlugin(<TicketActionBar ticketId={9} actions={ALL_ACTIONS} isArchive />);
    expect(buttonNames()).toEqual([]);
    expect(within(toolbar()).queryByRole('status')).toBeNull();
    const { unmount } = renderWithPlugin(<TicketActionBar ticketId={10} isArchive />);
    expect(
      within(screen.getAllByRole('toolbar', { name: 'Service desk actions' })[1]).queryAllByRole('button'),
    ).toEqual([]);
    unmount();
    expect(queries).toEqual([]);
  });

  it("fetches the signed-in user's actions for the ticket when the host passes none", async () => {
    serveProblem();
    const queries = serveGet('/service-desk/get/permissions', {
      data: {
        permissions: [],
        actions: { ...NO_ACTIONS, show_attach_assets: true, attach_asset: true, show_detach_asset: true },
      },
    });
    renderWithPlugin(<TicketActionBar ticketId={9} />);
    await waitFor(() => expect(buttonNames()).toEqual(['Attach assets']));
    expect(queries).toEqual([{ ticket_id: '9' }]);
  });

  it('keeps attach assets visible when the actions cannot be fetched', async () => {
    serveProblem();
    serveGet('/service-desk/get/permissions', { message: 'Server error.' }, 500);
    renderWithPlugin(<TicketActionBar ticketId={9} />);
    await waitFor(() => expect(buttonNames()).toEqual(['Attach assets']));
  });

  it("attaches assets with ticket_id and asset_ids; none chosen raises 'Please select assets.'", async () => {
    serveProblem();
    const listQueries = serveGet('/service-desk/api/asset-list', {
      data: {
        data: { data: [{ id: 30, name: 'Spare laptop', managed_by: null, used_by: null, contract: null }], total: 1 },
      },
    });
    serveLookup('/service-desk/api/dependency/asset_types', []);
    serveAssetFilterStructure();
    const bodies = recordPost('/service-desk/api/ticket-attach-assets', { message: 'Assets attached successfully.' });
    const user = userEvent.setup();
    renderWithPlugin(<TicketActionBar ticketId={9} actions={ALL_ACTIONS} />);
    await user.click(screen.getByRole('button', { name: 'Attach assets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attach assets' });
    expect(document.querySelector('.sd-dialog-950')).not.toBeNull();
    await within(dialog).findByText('Spare laptop');
    expect(listQueries[0].ticket_id).toBe('9');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select assets.');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select Spare laptop' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Assets attached successfully.')).toBeInTheDocument();
    expect(bodies).toEqual([{ ticket_id: 9, asset_ids: [30] }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(signals).toHaveBeenCalledTimes(1);
    expect((signals.mock.calls[0][0] as CustomEvent).detail).toEqual({ ticketId: 9 });
  });

  it('attaches an existing problem: submit disabled until one is chosen; a failure keeps the dialog open', async () => {
    serveProblem();
    serveLookup('/service-desk/api/dependency/problems', [{ id: 5, name: 'VPN drops every hour' }]);
    nock(API)
      .post('/service-desk/api/problem-attach-ticket/9/5')
      .reply(422, { message: 'The ticket is already linked to another problem.', errors: {} })
      .post('/service-desk/api/problem-attach-ticket/9/5')
      .reply(200, { message: 'Problem attached successfully.' });
    const user = userEvent.setup();
    renderWithPlugin(<TicketActionBar ticketId={9} actions={ALL_ACTIONS} />);
    await user.click(screen.getByRole('button', { name: 'Attach existing problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attach existing problem' });
    const submit = within(dialog).getByRole('button', { name: 'Attach' });
    expect(submit).toBeDisabled();
    await user.click(await within(dialog).findByRole('radio', { name: 'VPN drops every hour' }));
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await within(dialog).findByText('The ticket is already linked to another problem.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Attach existing problem' })).toBeInTheDocument();
    expect(submit).toBeEnabled();
    expect(signals).not.toHaveBeenCalled();
    await user.click(submit);
    expect(await screen.findByText('Problem attached successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(signals).toHaveBeenCalledTimes(1);
  });

  it('attaches a change as initiated from the changes based on the ticket', async () => {
    serveProblem();
    const lookups = serveGet(
      '/service-desk/api/dependency/changes_based_on_ticket',
      lookupPage([{ id: 4, name: 'CHG-0004 Swap the gateway' }]),
    );
    const bodies = recordPost('/service-desk/api/attach-change/ticket', { message: 'Change attached successfully.' });
    const user = userEvent.setup();
    renderWithPlugin(<TicketActionBar ticketId={9} actions={ALL_ACTIONS} />);
    await user.click(screen.getByRole('button', { name: 'Attach change initiating this ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attach change initiating this ticket' });
    expect(within(dialog).getByRole('button', { name: 'Attach' })).toBeDisabled();
    await user.click(await within(dialog).findByRole('radio', { name: 'CHG-0004 Swap the gateway' }));
    await user.click(within(dialog).getByRole('button', { name: 'Attach' }));
    expect(await screen.findByText('Change attached successfully.')).toBeInTheDocument();
    expect(bodies).toEqual([{ ticket_id: 9, change_id: 4, type: 'initiated' }]);
    expect(lookups[0]).toMatchObject({ ticket_id: '9' });
    expect(lookups[0]).not.toHaveProperty('supplements');
  });

  it('detaches the problem after confirmation; a failure closes the dialog and shows the error', async () => {
    serveProblem([PROBLEM_ROW]);
    nock(API)
      .delete('/service-desk/api/problem-detach-ticket/5/9')
      .reply(404, { message: 'The ticket is not attached to this problem.' })
      .delete('/service-desk/api/problem-detach-ticket/5/9')
      .reply(200, { message: 'Ticket detached successfully.' });
    const user = userEvent.setup();
    renderWithPlugin(<TicketActionBar ticketId={9} actions={ALL_ACTIONS} />);
    const detach = screen.getByRole('button', { name: 'Detach problem' });
    await waitFor(() => expect(detach).toBeEnabled());
    await user.click(detach);
    let dialog = await screen.findByRole('dialog', { name: 'Detach problem' });
    expect(within(dialog).getByText('Are you sure?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Detach' }));
    expect(await screen.findByText('The ticket is not attached to this problem.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(detach);
    dialog = await screen.findByRole('dialog', { name: 'Detach problem' });
    await user.click(within(dialog).getByRole('button', { name: 'Detach' }));
    expect(await screen.findByText('Ticket detached successfully.')).toBeInTheDocument();
    expect(signals).toHaveBeenCalledTimes(1);
  });

  it('embeds the problem form (850 px) for a new problem', async () => {
    serveEmbeddedForm();
    const user = userEvent.setup();
    renderWithPlugin(<TicketActionBar ticketId={9} actions={ALL_ACTIONS} />);
    await user.click(screen.getByRole('button', { name: 'Attach new problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attach new problem' });
    expect(document.querySelector('.sd-dialog-850')).not.toBeNull();
    expect(await within(dialog).findByRole('textbox', { name: /Subject/ })).toHaveValue('');
  });

  it("starts the new problem with the ticket's subject", async () => {
    serveEmbeddedForm();
    const user = userEvent.setup();
    renderWithPlugin(<TicketActionBar ticketId={9} subject="Printer on fire" actions={ALL_ACTIONS} />);
    await user.click(screen.getByRole('button', { name: 'Attach new problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attach new problem' });
    expect(await within(dialog).findByRole('textbox', { name: /Subject/ })).toHaveValue('Printer on fire');
  });

  it('loads the change form through the form-render call behind a 1-second loader', async () => {
    serveEmbeddedForm();
    const renders = serveGet('/api/form/render', { data: { category: 'change', form_fields: [] } });
    renderWithPlugin(<TicketActionBar ticketId={9} actions={ALL_ACTIONS} />);
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    await act(async () => {
      screen.getByRole('button', { name: 'Create change' }).click();
    });
    const dialog = screen.getByRole('dialog', { name: 'Create change' });
    expect(document.querySelector('.sd-dialog-850')).not.toBeNull();
    await actOnRealClock(() => renders.length > 0);
    expect(renders).toEqual([{ category: 'change', scenario: 'create', panel: 'agent' }]);
    await actOnRealClock(() => false, 50);
    act(() => jest.advanceTimersByTime(999));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading...');
    expect(within(dialog).queryByRole('textbox', { name: /Subject/ })).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    jest.useRealTimers();
    expect(await within(dialog).findByRole('textbox', { name: /Subject/ })).toBeInTheDocument();
  });

  it('shows in the create-change dialog the fields that the form-render call lists', async () => {
    serveEmbeddedForm();
    const field = (key: string, label: string) => ({ key, label, type: 'text', required: true });
    serveGet('/api/form/render', {
      data: { category: 'change', form_fields: [field('subject', 'Subject'), field('description', 'Description')] },
    });
    const user = userEvent.setup();
    renderWithPlugin(<TicketActionBar ticketId={9} actions={ALL_ACTIONS} />);
    await user.click(screen.getByRole('button', { name: 'Create change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create change' });
    expect(await within(dialog).findByRole('textbox', { name: /Subject/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Requester' })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: 'Assets' })).toBeNull();
  });
});
