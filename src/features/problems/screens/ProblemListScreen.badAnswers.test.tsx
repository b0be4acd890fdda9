import ProblemListScreen from './ProblemListScreen';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { problemRow } from '@/testing/records';
import { describeScreenCalls, rowDeletion, stillListed } from '@/testing/screenCalls';
import { serveGet } from '@/testing/serve';
import { describeUnmountWhileLoading } from '@/testing/unmountWhileLoading';

const serveList = () =>
  serveGet('/service-desk/api/problem-list', {
    data: { problems: [problemRow(2, { subject: 'Printer offline', assignedTo: null })], total: 1 },
  });
const render = () => renderWithPlugin(<ProblemListScreen />);

describeScreenCalls('the problem list', { render }, [
  { name: 'the list call', call: 'get /service-desk/api/problem-list' },
  {
    name: 'the delete call',
    call: 'delete /service-desk/api/problem-delete/2',
    arrange: serveList,
    // The confirmation is loaded on demand: wait until it is there.
    ...rowDeletion('Printer offline'),
    after: stillListed('Printer offline'),
    twice: { name: 'delete confirmation', success: 'Problem deleted.' },
  },
]);

describeUnmountWhileLoading([['problem list', render]]);
