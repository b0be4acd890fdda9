import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { automationRow, serveAutomationLookups, serveAutomationOptions, STORED_WORKFLOW } from '@/testing/automations';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { describeScreenCalls, onScreen, rowDeletion } from '@/testing/screenCalls';
import { serveGet } from '@/testing/serve';
import { describeUnmountWhileLoading } from '@/testing/unmountWhileLoading';
import { carriedMessage, forgetCarriedMessage } from '@/ui/carriedMessage';
import AutomationFormScreen from './AutomationFormScreen';
import AutomationListScreen from './AutomationListScreen';

jest.setTimeout(30_000);
afterEach(() => forgetCarriedMessage());

const API = '/service-desk/api';
const ROWS = [
  automationRow('workflow', 5, 'Emergency changes go to Urgent', 1),
  automationRow('workflow', 6, 'Notify', 2),
];

const serveList = () => serveGet(`${API}/workflow`, { data: { data: ROWS, total: ROWS.length } });
const serveWorkflow = () => serveGet(`${API}/workflow/5`, { data: STORED_WORKFLOW });

const renderList = () => renderWithPlugin(<AutomationListScreen kind="workflow" params={{}} />);
const renderListeners = () => renderWithPlugin(<AutomationListScreen kind="listener" params={{}} />);
const renderForm = () => renderWithPlugin(<AutomationFormScreen kind="workflow" params={{ id: '5' }} />);

describeScreenCalls('the workflow list', { render: renderList, arrange: serveList }, [
  { name: 'the list call', call: `get ${API}/workflow`, arrange: () => undefined },
  { name: 'the listener list call', call: `get ${API}/listener`, arrange: () => undefined, render: renderListeners },
  {
    name: 'deleting a workflow',
    call: `delete ${API}/workflow/6`,
    ...rowDeletion('Notify'),
    twice: { name: 'workflow delete confirmation', success: 'Workflow deleted successfully.' },
  },
  {
    name: 'moving a workflow',
    call: `post ${API}/workflow/order`,
    prepare: () => screen.findByRole('button', { name: 'Move up: Notify' }),
    submit: onScreen('Move up: Notify'),
    after: () => expect(screen.getByRole('button', { name: 'Move up: Notify' })).toBeEnabled(),
    twice: { name: 'workflow move', success: 'Order updated successfully.' },
  },
]);

const serveForm = (skip: 'options' | 'workflow' | 'lookups' | null = null) => {
  if (skip !== 'options') serveAutomationOptions();
  if (skip !== 'workflow') serveWorkflow();
  if (skip !== 'lookups') serveAutomationLookups();
};

describeScreenCalls('the workflow form', { render: renderForm, arrange: () => serveForm() }, [
  { name: 'loading the options', call: `get ${API}/automation-options`, arrange: () => serveForm('options') },
  { name: 'loading the workflow', call: `get ${API}/workflow/5`, arrange: () => serveForm('workflow') },
  {
    name: "loading a rule value's lookup",
    call: `get ${API}/dependency/change_types`,
    arrange: () => {
      serveForm('lookups');
      serveGet(`${API}/dependency/change_priorities`, { data: { data: [], total: 0 } });
    },
  },
  {
    name: 'saving',
    call: `post ${API}/workflow`,
    prepare: async (user: UserEvent) => {
      const name = await screen.findByRole('textbox', { name: 'Name' });
      await waitFor(() => expect(name).toHaveValue(STORED_WORKFLOW.name));
      await user.clear(name);
      await user.type(name, 'Renamed');
    },
    submit: onScreen('Save'),
    typed: [{ label: 'Name', value: 'Renamed' }],
    fieldError: { field: 'name', shown: true },
    twice: {
      name: 'workflow form',
      success: 'Workflow saved successfully.',
      done: () => waitFor(() => expect(carriedMessage()).toBe('Workflow saved successfully.')),
    },
  },
]);

describeUnmountWhileLoading([['workflow edit form', renderForm]]);
