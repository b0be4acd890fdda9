import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ContractForm } from './ContractForm';
import ContractFormScreen from '../screens/ContractFormScreen';
import { CONTRACT, CONTRACT_ID, contractRecord, serveContractLookups } from '@/testing/contracts';
import { choose, serveAttachAssetsPermission } from '@/testing/recordForm';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { describeScreenCalls, inDialog, keptForRetry } from '@/testing/screenCalls';
import { serveGet } from '@/testing/serve';
import { describeUnmountWhileLoading } from '@/testing/unmountWhileLoading';

jest.setTimeout(30_000);

const TYPED = 'Printer lease renewed';

function serveSupport() {
  serveContractLookups();
  serveAttachAssetsPermission(true);
}

function serveRecord() {
  serveSupport();
  serveGet(CONTRACT, { data: { contract: contractRecord() } });
}

async function retype(user: UserEvent) {
  const name = await screen.findByRole('textbox', { name: 'Name' });
  await user.clear(name);
  await user.type(name, TYPED);
}

const renderEdit = () => renderWithPlugin(<ContractForm contractId={CONTRACT_ID} onSaved={() => undefined} />);
const renderCreate = () => renderWithPlugin(<ContractForm onSaved={() => undefined} />);

describeScreenCalls('the contract form', { render: renderEdit, arrange: serveRecord }, [
  { name: 'loading the contract', call: `get ${CONTRACT}`, arrange: serveSupport },
  {
    name: 'saving',
    call: 'post /service-desk/api/contract',
    prepare: retype,
    ...keptForRetry('Update', 'name', [{ label: 'Name', value: TYPED }]),
    twice: { name: 'contract form', success: 'Contract updated successfully.' },
  },
  {
    name: "the user's organizations (silent: the field stays hidden)",
    call: 'get /service-desk/api/user-organization/3',
    render: renderCreate,
    arrange: serveSupport,
    act: (user) => choose(user, 'User', 'Rita Requester'),
    expect: 'silent',
    settled: async () => {
      await screen.findByRole('combobox', { name: 'User' });
      expect(screen.queryByRole('group', { name: 'Organization' })).toBeNull();
    },
  },
  {
    name: 'creating a contract type in the add-new modal',
    call: 'post /service-desk/api/contract-type',
    render: renderCreate,
    arrange: serveSupport,
    prepare: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Add contract type' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add contract type' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Support');
    },
    submit: inDialog('Proceed'),
    dialog: 'stays',
    fieldError: { field: 'name', shown: true },
    after: () =>
      expect(within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Name' })).toHaveValue('Support'),
  },
]);

describeUnmountWhileLoading([
  ['contract edit form', () => renderWithPlugin(<ContractFormScreen params={{ id: String(CONTRACT_ID) }} />)],
]);
