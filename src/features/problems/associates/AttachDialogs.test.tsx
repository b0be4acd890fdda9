import nock from 'nock';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AttachAssetsToProblemDialog from './AttachAssetsToProblemDialog';
import AttachTicketsDialog from './AttachTicketsDialog';
import { API, renderWithPlugin } from '@/testing/renderWithPlugin';
import { recordPost, serveAssetFilterStructure, serveGet, serveLookup } from '@/testing/serve';

describe('attaching assets to a problem', () => {
  it('lists the assets not yet attached (problem_id) and posts {asset_ids} to the problem', async () => {
    serveAssetFilterStructure();
    const queries = serveGet('/service-desk/api/asset-list', {
      data: {
        data: {
          data: [
            { id: 31, name: 'Printer', managed_by: null, used_by: null, contract: null },
            { id: 32, name: 'Scanner', managed_by: null, used_by: null, contract: null },
          ],
          total: 2,
        },
      },
    });
    const bodies = recordPost('/service-desk/api/problem-attach-assets/4', { message: 'Assets attached.' });
    const onAttached = jest.fn();
    renderWithPlugin(<AttachAssetsToProblemDialog problemId={4} show onClose={jest.fn()} onAttached={onAttached} />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Printer' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Scanner' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onAttached).toHaveBeenCalledWith('Assets attached.'));
    expect(bodies).toEqual([{ asset_ids: [31, 32] }]);
    expect(queries[0]).toMatchObject({ problem_id: '4' });
    expect(queries[0]).not.toHaveProperty('problem_ids[0]');
  });
});

describe('attaching tickets to a problem', () => {
  const serveTickets = () =>
    serveLookup('/service-desk/api/dependency/tickets_based_on_problem', [{ id: 70, name: '#AAA-0070 Printer jam' }]);

  it('keeps submit disabled until a ticket is chosen, then posts {ticket_ids}', async () => {
    const queries = serveTickets();
    const bodies = recordPost('/service-desk/api/problem-attach-ticket/4', { message: 'Tickets attached.' });
    const onAttached = jest.fn();
    renderWithPlugin(<AttachTicketsDialog problemId={4} show onClose={jest.fn()} onAttached={onAttached} />);
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Tickets' }));
    await userEvent.click(await screen.findByRole('option', { name: '#AAA-0070 Printer jam' }));
    expect(queries[0]).toMatchObject({ supplements: '4' });
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await waitFor(() => expect(onAttached).toHaveBeenCalledWith('Tickets attached.'));
    expect(bodies).toEqual([{ ticket_ids: [70] }]);
  });

  it('stays open with the message and submit re-enabled when the attach fails', async () => {
    serveTickets();
    nock(API).post('/service-desk/api/problem-attach-ticket/4').reply(422, { message: 'Ticket already linked.' });
    const onAttached = jest.fn();
    const onClose = jest.fn();
    renderWithPlugin(<AttachTicketsDialog problemId={4} show onClose={onClose} onAttached={onAttached} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Tickets' }));
    await userEvent.click(await screen.findByRole('option', { name: '#AAA-0070 Printer jam' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Ticket already linked.')).toHaveAttribute('data-area', 'attach-dialog');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(onAttached).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
