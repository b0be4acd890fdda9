import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ContractView } from './ContractView';
import ContractViewScreen from '../screens/ContractViewScreen';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import {
  CONTRACT,
  CONTRACT_ACTIONS,
  CONTRACT_ID,
  CONTRACT_LOG,
  CONTRACT_THREADS,
  contractActions,
  contractRecord,
  serveContractLookups,
} from '@/testing/contracts';
import { choose } from '@/testing/recordForm';
import { describeScreenCalls, inDialog, failingAlone, silentUntil } from '@/testing/screenCalls';
import { serveGet } from '@/testing/serve';
import { describeUnmountWhileLoading } from '@/testing/unmountWhileLoading';

jest.setTimeout(30_000);

const renderView = () => renderWithPlugin(<ContractView contractId={CONTRACT_ID} />);

const ANSWERS: Record<string, object> = {
  [CONTRACT]: { data: { contract: contractRecord() } },
  [CONTRACT_ACTIONS]: { data: { actions: contractActions() } },
  [CONTRACT_THREADS]: { data: { contract_threads: [] } },
  [CONTRACT_LOG]: { data: { contract_activity_logs: { data: [], total: 0, per_page: 10 } } },
};

/** Answers every call of the page well, except those in `except`. */
const serve = (except: string[] = []) => {
  serveContractLookups();
  for (const [path, body] of Object.entries(ANSWERS)) if (!except.includes(path)) serveGet(path, body);
};

const open = (name: string) => async (user: UserEvent) =>
  user.click(within(await screen.findByRole('group', { name: 'Actions' })).getByRole('button', { name }));

const headingShown = async () => {
  expect(await screen.findByRole('heading', { name: 'Printer lease' })).toBeInTheDocument();
};

const alone = failingAlone(serve);

describeScreenCalls('the contract page', { render: renderView, arrange: serve }, [
  alone('the contract', CONTRACT),
  alone(
    'the action flags (silent: the action bar is hidden)',
    CONTRACT_ACTIONS,
    silentUntil(async () => {
      await headingShown();
      expect(screen.queryByRole('group', { name: 'Actions' })).toBeNull();
    }),
  ),
  alone('the history (silent: no data)', CONTRACT_THREADS, {
    act: async (user) => user.click(await screen.findByRole('tab', { name: 'Contract history' })),
    expect: 'silent',
    settled: async () => {
      expect(await screen.findByText('no data found')).toBeInTheDocument();
    },
  }),
  {
    name: 'approve',
    call: `post /service-desk/api/contract-approve/${CONTRACT_ID}`,
    prepare: open('Approve'),
    submit: inDialog('Approve'),
    dialog: 'stays',
    twice: { name: 'approve', success: 'Contract approved.' },
  },
  {
    name: 'reject',
    call: `post /service-desk/api/contract-reject/${CONTRACT_ID}`,
    prepare: async (user) => {
      await open('Reject')(user);
      await user.type(within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Reason' }), 'No budget');
    },
    submit: inDialog('Reject'),
    dialog: 'stays',
    fieldError: { field: 'purpose_of_rejection', shown: true },
    after: () =>
      expect(within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Reason' })).toHaveValue('No budget'),
  },
  {
    name: 'terminate',
    call: `post /service-desk/api/contract-terminate/${CONTRACT_ID}`,
    prepare: open('Terminate'),
    submit: inDialog('Terminate'),
    twice: { name: 'terminate', success: 'Contract terminated.' },
  },
  {
    name: 'extend',
    call: `post /service-desk/api/contract-extend/${CONTRACT_ID}`,
    prepare: async (user) => {
      await open('Extend')(user);
      const dialog = within(screen.getByRole('dialog'));
      await user.type(dialog.getByLabelText('End date'), '2027-12-31T17:00');
      await choose(user, 'Approver', 'Sam Agent');
      await user.type(dialog.getByRole('textbox', { name: 'Cost' }), '900');
    },
    submit: inDialog('Submit'),
    dialog: 'stays',
    fieldError: { field: 'cost', shown: true },
  },
  {
    name: 'the expiry reminder',
    call: `post /service-desk/api/contract-expiry-reminder/${CONTRACT_ID}`,
    prepare: open('Expiry reminder'),
    submit: inDialog('Submit'),
    dialog: 'stays',
    fieldError: { field: 'notify_before', shown: true },
  },
  {
    name: 'delete',
    call: `delete /service-desk/api/contract/${CONTRACT_ID}`,
    prepare: async (user) => {
      await headingShown();
      await user.click(within(screen.getByRole('group', { name: 'Actions' })).getByRole('button', { name: 'Delete' }));
    },
    submit: inDialog('Delete'),
  },
]);

describeUnmountWhileLoading([
  ['contract page', () => renderWithPlugin(<ContractViewScreen params={{ id: String(CONTRACT_ID) }} />)],
]);
