import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PickDialog } from './PickDialog';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { serveGet } from '@/testing/serve';

const AGENTS = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, name: `Agent ${index + 1}` }));

/** Answers the agents lookup page by page, 10 a page, 12 in all. */
function serveAgents() {
  return serveGet('/api/dependency/agents', (uri) => {
    const page = Number(new URL(uri, 'http://x').searchParams.get('page') ?? '1');
    return { data: { data: AGENTS.slice((page - 1) * 10, page * 10), total: AGENTS.length } };
  });
}

describe('the pick dialog', () => {
  it('pages past the first 10 choices and submits one from a later page', async () => {
    const queries = serveAgents();
    const onSubmit = jest.fn().mockResolvedValue('Assigned.');
    const user = userEvent.setup();
    renderWithPlugin(
      <PickDialog
        show
        title="Assign"
        width={800}
        dependency="agents"
        lookupParams={{ change_id: 3 }}
        searchLabel="Search agents"
        chooseLabel="Choose an agent"
        submitLabel="Assign"
        area="change-view"
        onClose={jest.fn()}
        onSubmit={onSubmit}
        onDone={jest.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Assign' });
    await within(dialog).findByRole('radio', { name: 'Agent 10' });
    expect(within(dialog).queryByRole('radio', { name: 'Agent 11' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'More results' }));
    await user.click(await within(dialog).findByRole('radio', { name: 'Agent 12' }));
    expect(within(dialog).queryByRole('button', { name: 'More results' })).toBeNull();
    expect(queries.map((query) => query.page)).toEqual(['1', '2']);
    expect(queries[0]).toMatchObject({ change_id: '3', limit: '10' });
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith([12]));
  });
});
