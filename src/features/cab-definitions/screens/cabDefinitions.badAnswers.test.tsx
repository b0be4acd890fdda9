import { screen, waitFor, within } from '@testing-library/react';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { describeScreenCalls, onScreen, retype, rowDeletion } from '@/testing/screenCalls';
import { serveGet } from '@/testing/serve';
import { serveCabFormLookups, STORED_CAB } from '@/testing/cabDefinitions';
import { describeUnmountWhileLoading } from '@/testing/unmountWhileLoading';
import CabFormScreen from './CabFormScreen';
import CabListScreen from './CabListScreen';
import CabViewScreen from './CabViewScreen';

jest.setTimeout(30_000);

const API = '/service-desk/api';
const ROW = { id: 7, name: 'Network board', created_at: '2024-01-01 10:00:00', updated_at: '2024-01-01 10:00:00' };
const CAB = { ...STORED_CAB, send_auto_reminders: 0, reminder_interval: null };
const LOG = { data: { cab_activity_logs: { data: [], total: 0, per_page: 10 } } };

const serveList = () => serveGet(`${API}/cab`, { data: { data: [ROW], total: 1 } });
const serveCab = () => serveGet(`${API}/cab/7`, { data: CAB });
const serveView = (skip: string[] = []) => {
  if (!skip.includes('cab')) serveCab();
  if (!skip.includes('log')) serveGet(`${API}/cab-log/7`, LOG);
};

const renderList = () => renderWithPlugin(<CabListScreen />);
const renderForm = () => renderWithPlugin(<CabFormScreen params={{ id: '7' }} />);
const renderView = () => renderWithPlugin(<CabViewScreen params={{ id: '7' }} />);

describeScreenCalls('the CAB list', { render: renderList, arrange: serveList }, [
  { name: 'the list call', call: `get ${API}/cab`, arrange: () => undefined },
  {
    name: 'deleting a CAB',
    call: `delete ${API}/cab/7/workflow/`,
    ...rowDeletion('Network board'),
    twice: { name: 'CAB delete confirmation', success: 'CAB deleted successfully.' },
  },
]);

describeScreenCalls('the CAB form', { render: renderForm, arrange: serveCab }, [
  { name: 'loading the CAB', call: `get ${API}/cab/7`, arrange: () => undefined },
  {
    name: 'saving',
    call: `post ${API}/cab`,
    prepare: retype(/^Name/, 'Renamed board'),
    submit: onScreen('Save'),
    typed: [{ label: /^Name/, value: 'Renamed board' }],
    fieldError: { field: 'name', shown: true },
    twice: { name: 'CAB form', success: 'CAB updated successfully.' },
  },
  {
    name: 'deleting a stored level',
    call: `delete ${API}/cab/72/level`,
    act: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Delete level 2' }));
      const confirm = await screen.findByRole('dialog', { name: 'Delete level' });
      await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    },
    after: () => expect(screen.getByRole('button', { name: 'Delete level 2' })).toBeEnabled(),
  },
]);

describeScreenCalls('the CAB view', { render: renderView, arrange: () => serveView() }, [
  { name: 'loading the CAB', call: `get ${API}/cab/7`, arrange: () => serveView(['cab']) },
  {
    name: 'loading the activity log (silent)',
    call: `get ${API}/cab-log/7`,
    arrange: () => serveView(['log']),
    expect: 'silent',
    settled: async () => {
      await screen.findByRole('heading', { level: 1, name: 'Network board' });
      await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
    },
  },
]);

describeUnmountWhileLoading([
  ['CAB edit form', renderForm],
  ['CAB view', renderView],
]);

beforeEach(serveCabFormLookups);
