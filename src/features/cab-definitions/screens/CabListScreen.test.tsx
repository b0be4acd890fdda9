import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectLinkTo } from '@/testing/links';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { recordDelete, serveGet } from '@/testing/serve';
import CabListScreen from './CabListScreen';

const ROW = { id: 7, name: 'Network board', created_at: '2024-01-01 10:00:00', updated_at: '2024-02-01 10:00:00' };

describe('the CAB list', () => {
  it('asks with sort_by, order and search, and links each row to its view and edit pages', async () => {
    const user = userEvent.setup();
    const queries = serveGet('/service-desk/api/cab', { data: { data: [ROW], total: 1 } });
    renderWithPlugin(<CabListScreen />);
    const table = await screen.findByRole('table', { name: 'CAB' });
    expect(await within(table).findByText('Network board')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      expect.stringMatching(/^Name/),
      expect.stringMatching(/^Created at/i),
      expect.stringMatching(/^Updated at/i),
      'Action',
    ]);
    expect(queries[0]).toEqual({ sort_by: 'id', order: 'asc', page: '1', limit: '10' });
    expectLinkTo('View: Network board', '/service-desk/cab/7/show');
    expectLinkTo('Edit: Network board', '/service-desk/cab/7/edit');
    await user.type(screen.getByRole('searchbox'), 'net');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ search: 'net', page: '1' }));
  });

  it('deletes a CAB through cab/{id}/workflow/ after the confirmation and shows the answer', async () => {
    const user = userEvent.setup();
    serveGet('/service-desk/api/cab', { data: { data: [ROW], total: 1 } });
    const deleted = recordDelete('/service-desk/api/cab/7/workflow/', { message: 'CAB deleted successfully.' });
    renderWithPlugin(<CabListScreen />);
    await user.click(await screen.findByRole('button', { name: 'Delete: Network board' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('CAB deleted successfully.')).toBeInTheDocument();
    expect(deleted).toHaveLength(1);
  });
});
