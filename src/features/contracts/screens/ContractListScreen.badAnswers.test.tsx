import ContractListScreen from './ContractListScreen';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { CONTRACT_LIST, contractListAnswer, contractListRow } from '@/testing/contracts';
import { describeScreenCalls, inDialog } from '@/testing/screenCalls';
import { serveGet } from '@/testing/serve';
import { describeUnmountWhileLoading } from '@/testing/unmountWhileLoading';
import { screen } from '@testing-library/react';

jest.setTimeout(20_000);

const renderList = () => renderWithPlugin(<ContractListScreen />);
const serveList = () => serveGet(CONTRACT_LIST, contractListAnswer([contractListRow(1)]));

describeScreenCalls('the contract list', { render: renderList, arrange: serveList }, [
  { name: 'the list call', call: `get ${CONTRACT_LIST}`, arrange: () => undefined },
  {
    name: 'the delete of a row',
    call: 'delete /service-desk/api/contract/1',
    prepare: async (user) => user.click(await screen.findByRole('button', { name: 'Delete: Contract number 1' })),
    submit: inDialog('Delete'),
    dialog: 'closes',
  },
]);

describeUnmountWhileLoading([['contract list', renderList]]);
