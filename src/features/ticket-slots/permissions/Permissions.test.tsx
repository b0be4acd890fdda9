import nock from 'nock';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AgentPermissionsBox } from './AgentPermissionsBox';
import { UserPermissionsButton } from './UserPermissionsButton';
import { API, renderWithPlugin } from '@/testing/renderWithPlugin';
import { serveGet, recordPost } from '@/testing/serve';
import { NO_ACTIONS } from '@/testing/ticketSlots';

const PERMISSIONS = [
  { id: 1, key: 'view', name: 'View' },
  { id: 2, key: 'create_problem', name: 'Create problem' },
  { id: 14, key: 'create_change', name: 'Create change' },
];

const answer = (granted: number[]) => ({
  data: { permissions: PERMISSIONS, total: 3, actions: NO_ACTIONS, user_permission_ids: granted },
});

describe('the agent permissions box', () => {
  it("lists every permission with the agent's checked, and the view tooltip", async () => {
    const queries = serveGet('/service-desk/get/permissions', answer([1, 2]));
    renderWithPlugin(<AgentPermissionsBox agentId={5} />);
    const view = await screen.findByRole('checkbox', { name: 'View' });
    expect(queries[0]).toEqual({ limit: 'all', user_id: '5' });
    expect(view).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Create problem' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Create change' })).not.toBeChecked();
    expect(screen.getByText('View')).toHaveAttribute('title', 'view is mandatory to perform all actions');
    expect(view).toHaveAccessibleDescription('view is mandatory to perform all actions');
  });

  it('enforces view: unchecking it clears the others, checking another checks it', async () => {
    serveGet('/service-desk/get/permissions', answer([1, 2]));
    const onChange = jest.fn();
    const user = userEvent.setup();
    renderWithPlugin(<AgentPermissionsBox agentId={5} onChange={onChange} />);
    await user.click(await screen.findByRole('checkbox', { name: 'View' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.getByRole('checkbox', { name: 'Create problem' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Create change' }));
    expect(onChange).toHaveBeenLastCalledWith([1, 14]);
    expect(screen.getByRole('checkbox', { name: 'View' })).toBeChecked();
  });

  it('follows the value the host keeps', async () => {
    const queries = serveGet('/service-desk/get/permissions', answer([]));
    renderWithPlugin(<AgentPermissionsBox agentId={5} value={[1, 14]} />);
    expect(await screen.findByRole('checkbox', { name: 'Create change' })).toBeChecked();
    expect(queries[0]).toEqual({ limit: 'all' });
  });

  it("shows the server's message when the permissions cannot be listed", async () => {
    serveGet('/service-desk/get/permissions', { message: 'Server error.' }, 500);
    renderWithPlugin(<AgentPermissionsBox agentId={5} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error.');
  });
});

describe('the update-permissions button', () => {
  it('lists the permissions of the user role and saves the checked ones with _method PATCH', async () => {
    const queries = serveGet('/service-desk/get/permissions', answer([1]));
    const bodies = recordPost('/api/user/attach-permissions', { message: 'Permissions updated successfully.' });
    const user = userEvent.setup();
    renderWithPlugin(<UserPermissionsButton userId={4} />);
    await user.click(screen.getByRole('button', { name: 'Update permissions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update permissions' });
    expect(document.querySelector('.sd-dialog-800')).not.toBeNull();
    await within(dialog).findByRole('checkbox', { name: 'View' });
    expect(queries[0]).toEqual({ limit: 'all', role: 'user', user_id: '4' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Create change' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Permissions updated successfully.')).toBeInTheDocument();
    expect(bodies).toEqual([{ user_id: 4, permission_ids: [1, 14], _method: 'PATCH' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog and the choices when the save fails, with the error inside it', async () => {
    serveGet('/service-desk/get/permissions', answer([]));
    nock(API)
      .post('/api/user/attach-permissions')
      .reply(422, { message: 'The given data was invalid.', errors: { 'permission_ids.0': ['Invalid.'] } });
    const user = userEvent.setup();
    renderWithPlugin(<UserPermissionsButton userId={4} />);
    await user.click(screen.getByRole('button', { name: 'Update permissions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update permissions' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Create problem' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The given data was invalid.');
    expect(within(dialog).getByRole('checkbox', { name: 'Create problem' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows a failed permissions list in the dialog', async () => {
    serveGet('/service-desk/get/permissions', { message: 'You do not have permission.' }, 403);
    const user = userEvent.setup();
    renderWithPlugin(<UserPermissionsButton userId={4} />);
    await user.click(screen.getByRole('button', { name: 'Update permissions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update permissions' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You do not have permission.');
  });
});
