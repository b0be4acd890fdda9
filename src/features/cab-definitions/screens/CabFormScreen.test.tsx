import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderSaving, choose, errorOf, REQUIRED, setUpFormTests, refuseSave } from '@/testing/recordForm';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { recordDelete, serveGet } from '@/testing/serve';
import { serveCabFormLookups, STORED_CAB } from '@/testing/cabDefinitions';
import { APPROVER_REQUIRED } from '../form/schema';
import CabFormScreen from './CabFormScreen';

setUpFormTests({ lookups: false });

const API = '/service-desk/api';

beforeEach(serveCabFormLookups);

const save = () => screen.getByRole('button', { name: 'Save' });
const level = (order: number) => screen.getByRole('group', { name: `Level ${order}` });
const inLevel = (order: number) => within(level(order));

async function chooseIn(user: UserEvent, order: number, label: string, option: string) {
  await user.click(inLevel(order).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}

describe('the CAB form', () => {
  it('asks for the name, each level name and approvers, and the interval when reminders are on; sends nothing', async () => {
    const { user, posts } = renderSaving(<CabFormScreen params={{}} />, 'cab', {
      message: 'CAB created successfully.',
    });
    expect(screen.getByRole('heading', { name: 'Create CAB' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(save());

    await waitFor(() => expect(errorOf(screen.getByRole('textbox', { name: /^Name/ }))).toBe(REQUIRED));
    expect(errorOf(inLevel(1).getByRole('textbox', { name: /Level name/ }))).toBe(REQUIRED);
    expect(inLevel(1).getByRole('alert')).toHaveTextContent(APPROVER_REQUIRED);
    expect(APPROVER_REQUIRED).toBe('at least one user or one user type is required to create CAB');
    expect(errorOf(screen.getByRole('radiogroup', { name: 'Reminder interval' }))).toBe(REQUIRED);
    expect(posts).toHaveLength(0);
  });

  it('appends levels with the next order and match all, offers delete only with more than one, and posts the JSON', async () => {
    const { user, posts } = renderSaving(<CabFormScreen params={{}} />, 'cab', {
      message: 'CAB created successfully.',
      data: { id: 9 },
    });
    expect(screen.queryByRole('radiogroup', { name: 'Reminder interval' })).not.toBeInTheDocument();
    expect(inLevel(1).queryByRole('button', { name: /Delete level/ })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), ' Network board ');
    await choose(user, 'Action on approve', 'Pending Release');
    await choose(user, 'Action on deny', 'Planning');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('radio', { name: '4 hours' }));
    expect(screen.getAllByRole('radio', { name: /hours?$/ }).map((radio) => radio.getAttribute('value'))).toEqual([
      '1',
      '4',
      '8',
      '12',
      '24',
    ]);

    await user.type(inLevel(1).getByRole('textbox', { name: /Level name/ }), 'Peers');
    await user.click(inLevel(1).getByRole('radio', { name: 'Any approver' }));
    await chooseIn(user, 1, 'Users', 'Lee Ops');
    await chooseIn(user, 1, 'Users', 'Kim Net');
    await user.click(screen.getByRole('button', { name: 'Add level' }));
    expect(inLevel(2).getByRole('radio', { name: 'All approvers' })).toBeChecked();
    await user.type(inLevel(2).getByRole('textbox', { name: /Level name/ }), 'Owners');
    await chooseIn(user, 2, 'User types', 'Admin');
    await user.click(screen.getByRole('button', { name: 'Add level' }));
    await user.click(screen.getByRole('button', { name: 'Delete level 3' }));
    expect(screen.queryByRole('group', { name: 'Level 3' })).not.toBeInTheDocument();

    await user.click(save());
    expect(await screen.findByText('CAB created successfully.')).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(posts[0].contentType).toMatch(/^application\/json/);
    expect(JSON.parse(posts[0].body)).toEqual({
      name: 'Network board',
      levels: [
        { name: 'Peers', order: 1, match: 'any', approvers: { users: [5, 6], user_types: [] } },
        { name: 'Owners', order: 2, match: 'all', approvers: { users: [], user_types: [1] } },
      ],
      action_on_approve: 4,
      action_on_deny: 2,
      send_auto_reminders: 1,
      reminder_interval: 4,
    });
    expect(save()).toBeDisabled();
  });

  it('edits a stored CAB: deletes a stored level on the server after a confirmation naming it, keeps level ids and the CAB id', async () => {
    serveGet(`${API}/cab/7`, { data: STORED_CAB });
    const deleted = recordDelete(`${API}/cab/72/level`, { message: 'CAB level deleted successfully.' });
    const { user, posts } = renderSaving(<CabFormScreen params={{ id: '7' }} />, 'cab', {
      message: 'CAB updated successfully.',
      data: { id: 7 },
    });

    expect(await screen.findByRole('heading', { name: 'Edit CAB' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Network board')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '8 hours' })).toBeChecked();
    await user.click(inLevel(2).getByRole('button', { name: 'Delete level 2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete level' });
    expect(confirm).toHaveTextContent(`The level “${STORED_CAB.levels[1].name}” and its approvers are deleted`);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toHaveLength(0);
    expect(inLevel(2).getByRole('textbox', { name: /Level name/ })).toHaveValue(STORED_CAB.levels[1].name);

    await user.click(inLevel(2).getByRole('button', { name: 'Delete level 2' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete level' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('CAB level deleted successfully.')).toBeInTheDocument();
    expect(deleted).toHaveLength(1);
    expect(screen.queryByRole('group', { name: 'Level 2' })).not.toBeInTheDocument();
    expect(inLevel(1).queryByRole('button', { name: /Delete level/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(save());
    expect(await screen.findByText('CAB updated successfully.')).toBeInTheDocument();
    expect(JSON.parse(posts[0].body)).toEqual({
      id: 7,
      name: 'Network board',
      levels: [{ id: 71, name: 'Peers', order: 1, match: 'any', approvers: { users: [5], user_types: [] } }],
      action_on_approve: 4,
      action_on_deny: 2,
      send_auto_reminders: 0,
      reminder_interval: null,
    });
  });

  it("shows the server's level errors on that level", async () => {
    const user = userEvent.setup();
    serveGet(`${API}/cab/7`, { data: STORED_CAB });
    refuseSave('cab', {
      name: ['The name has already been taken.'],
      'levels.1.approvers.user_types.0': ['The selected levels.1.approvers.user_types.0 is invalid.'],
      'levels.1.approvers': [APPROVER_REQUIRED],
      'levels.0.name': ['The level name should be less than 255 characters.'],
    });
    renderWithPlugin(<CabFormScreen params={{ id: '7' }} />);
    await screen.findByDisplayValue('Network board');
    await user.click(save());
    await waitFor(() =>
      expect(errorOf(screen.getByRole('textbox', { name: /^Name/ }))).toBe('The name has already been taken.'),
    );
    expect(errorOf(inLevel(1).getByRole('textbox', { name: /Level name/ }))).toBe(
      'The level name should be less than 255 characters.',
    );
    expect(inLevel(2).getByRole('alert')).toHaveTextContent('The selected levels.1.approvers.user_types.0 is invalid.');
    expect(inLevel(1).queryByRole('alert')).not.toBeInTheDocument();
  });
});
