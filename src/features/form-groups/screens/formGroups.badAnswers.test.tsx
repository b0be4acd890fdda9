import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { describeScreenCalls, onScreen, rowDeletion } from '@/testing/screenCalls';
import { serveGet, serveLookup } from '@/testing/serve';
import { describeUnmountWhileLoading } from '@/testing/unmountWhileLoading';
import FormGroupFormScreen from './FormGroupFormScreen';
import FormGroupListScreen from './FormGroupListScreen';

jest.setTimeout(30_000);

const API = '/service-desk/api';
const GROUP = {
  id: 2,
  name: 'Rollout',
  category: 'change',
  types: [{ id: 3, name: 'Major' }],
  fields_count: 1,
  created_at: '2026-01-01 10:00:00',
  updated_at: '2026-01-01 10:00:00',
  fields: [{ id: 9, label: 'Wave', type: 'text', required: false, options: [] }],
};

const renderList = () => renderWithPlugin(<FormGroupListScreen category="change" params={{}} />);
const renderForm = () => renderWithPlugin(<FormGroupFormScreen category="change" params={{ id: '2' }} />);

describeScreenCalls('the form group list', { render: renderList }, [
  { name: 'the list call', call: `get ${API}/get-form-group/change` },
  {
    name: 'the delete call',
    call: `delete ${API}/delete-form-group/change/2`,
    arrange: () =>
      serveGet(new RegExp(`^${API}/get-form-group/change(\\?|$)`), { data: { form_groups: [GROUP], total: 1 } }),
    ...rowDeletion('Rollout'),
    twice: { name: 'form group delete confirmation', success: 'Form group deleted successfully.' },
  },
]);

const serveTypes = () => serveLookup(`${API}/dependency/change_types`, [{ id: 3, name: 'Major' }]);

describeScreenCalls('the form group form', { render: renderForm }, [
  { name: 'loading the group', call: `get ${API}/get-form-group/change/2`, arrange: serveTypes },
  {
    name: 'saving',
    call: `post ${API}/post-form-group/change`,
    arrange: () => {
      serveTypes();
      serveGet(`${API}/get-form-group/change/2`, { data: { form_group: GROUP } });
    },
    prepare: async (user: UserEvent) => {
      const name = await screen.findByRole('textbox', { name: /Name/ });
      await user.clear(name);
      await user.type(name, 'Renamed');
    },
    submit: onScreen('Save'),
    typed: [{ label: /Name/, value: 'Renamed' }],
    fieldError: { field: 'name', shown: true },
    twice: { name: 'form group form', success: 'Form group updated successfully.' },
  },
]);

describeUnmountWhileLoading([['form group edit form', renderForm]]);
