import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  renderSaving,
  choose,
  chosen,
  errorOf,
  REQUIRED,
  setUpFormTests,
  refuseSave,
  expectSent,
} from '@/testing/recordForm';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { serveLookup } from '@/testing/serve';
import AnnouncementScreen from './AnnouncementScreen';

setUpFormTests({ lookups: false });

beforeEach(() => {
  serveLookup('/api/dependency/departments', [{ id: 1, name: 'Support' }]);
  serveLookup('/api/dependency/organizations', [{ id: 7, name: 'Acme Corp' }]);
});

const subject = () => screen.getByRole('textbox', { name: /Subject/ });
const body = () => screen.getByRole('textbox', { name: /Description/ });
const send = () => screen.getByRole('button', { name: 'Send' });

describe('the announcement', () => {
  it('says what is missing and sends nothing: subject, department, description', async () => {
    const { user, posts } = renderSaving(<AnnouncementScreen />, 'announcement', {
      message: 'Announcement sent successfully.',
    });
    expect(screen.getByRole('heading', { name: 'Announcement' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Department' })).toBeChecked();
    await user.click(send());
    await waitFor(() => expect(errorOf(subject())).toBe(REQUIRED));
    expect(errorOf(screen.getByRole('combobox', { name: 'Department' }))).toBe(REQUIRED);
    expect(errorOf(await screen.findByRole('textbox', { name: /Description/ }))).toBe(REQUIRED);
    await user.click(screen.getByRole('radio', { name: 'Organization' }));
    await user.click(send());
    await waitFor(() => expect(errorOf(screen.getByRole('combobox', { name: 'Organization' }))).toBe(REQUIRED));
    expect(posts).toHaveLength(0);
  });

  it('clears the picker on switching the recipient type', async () => {
    const user = userEvent.setup();
    renderWithPlugin(<AnnouncementScreen />);
    await choose(user, 'Department', 'Support');
    expect(chosen('Department')).toEqual(['Support']);
    await user.click(screen.getByRole('radio', { name: 'Organization' }));
    expect(screen.queryByRole('combobox', { name: 'Department' })).toBeNull();
    expect(chosen('Organization')).toEqual([]);
    await user.click(screen.getByRole('radio', { name: 'Department' }));
    expect(chosen('Department')).toEqual([]);
  });

  it('sends to an organization, shows the success and starts a new announcement', async () => {
    const { user, posts } = renderSaving(<AnnouncementScreen />, 'announcement', {
      message: 'Announcement sent successfully.',
    });
    await user.type(subject(), ' Office move ');
    await user.click(screen.getByRole('radio', { name: 'Organization' }));
    await choose(user, 'Organization', 'Acme Corp');
    await user.type(await screen.findByRole('textbox', { name: /Description/ }), '<p>We move on Monday.</p>');
    await user.click(send());
    await expectSent('Announcement sent successfully.', posts[0].body, [
      ['option', 'organization_id'],
      ['subject', 'Office move'],
      ['organization_id', '7'],
      ['announcement', '<p>We move on Monday.</p>'],
    ]);
    await waitFor(() => expect(subject()).toHaveValue(''));
    expect(screen.getByRole('radio', { name: 'Department' })).toBeChecked();
    expect(body()).toHaveValue('');
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
    expect(screen.getByText('Announcement sent successfully.')).toBeInTheDocument();
  });

  it('shows the server errors on their fields', async () => {
    const user = userEvent.setup();
    refuseSave('announcement', {
      department_id: ['The selected department has no users to send the announcement to.'],
    });
    renderWithPlugin(<AnnouncementScreen />);
    await user.type(subject(), 'Maintenance');
    await choose(user, 'Department', 'Support');
    await user.type(await screen.findByRole('textbox', { name: /Description/ }), 'Tonight');
    await user.click(send());
    await waitFor(() =>
      expect(errorOf(screen.getByRole('combobox', { name: 'Department' }))).toBe(
        'The selected department has no users to send the announcement to.',
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The given data was invalid.');
    expect(subject()).toHaveValue('Maintenance');
  });
});
