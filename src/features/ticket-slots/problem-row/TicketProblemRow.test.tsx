import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TicketProblemRow } from './TicketProblemRow';
import { dispatchTicketChanged } from '@/host/ticketSignal';
import { expectLinkTo } from '@/testing/links';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { serveGet } from '@/testing/serve';

describe('the ticket problem row', () => {
  it("shows the ticket's problem by name, linking to the problem", async () => {
    const queries = serveGet('/service-desk/api/problem-list', {
      data: { problems: [{ id: 5, subject: 'VPN drops every hour' }], total: 1 },
    });
    const { navigateToUrl } = renderWithPlugin(<TicketProblemRow ticketId={9} />);
    const link = await screen.findByRole('link', { name: 'VPN drops every hour' });
    expect(link).toHaveAttribute('href', '/service-desk/problem/5/show');
    expect(queries[0]).toMatchObject({ 'ticket_ids[0]': '9' });
    await userEvent.click(link);
    expect(navigateToUrl).toHaveBeenCalledWith('/service-desk/problem/5/show');
  });

  it('says when no problem is attached, and refreshes on the ticket-changed signal', async () => {
    const queries = serveGet('/service-desk/api/problem-list', { data: { problems: [], total: 0 } });
    renderWithPlugin(<TicketProblemRow ticketId={9} />);
    expect(await screen.findByText('No problem attached')).toBeInTheDocument();
    act(() => dispatchTicketChanged(9));
    await waitFor(() => expect(queries).toHaveLength(2));
  });

  it("shows the host's problem without a request", () => {
    renderWithPlugin(
      <TicketProblemRow
        ticketId={9}
        problem={{ id: 7, name: 'Printer jam', redirect_to: '/service-desk/problem/7/show' }}
      />,
    );
    expectLinkTo('Printer jam', '/service-desk/problem/7/show');
  });

  it("shows the server's message when the problem cannot be read", async () => {
    serveGet('/service-desk/api/problem-list', { message: 'You do not have permission to view problems.' }, 403);
    renderWithPlugin(<TicketProblemRow ticketId={9} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to view problems.');
  });
});
