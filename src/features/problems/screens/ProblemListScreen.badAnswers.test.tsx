import nock from 'nock';
import { screen, within } from '@testing-library/react';
import ProblemListScreen from './ProblemListScreen';
import { API, renderWithPlugin } from '@/testing/renderWithPlugin';
import { describeUnmountWhileLoading } from '@/testing/unmountWhileLoading';
import { describeBadAnswers, describeDoubleSubmits, dialog } from '@/testing/badAnswers';

const ROW = {
  id: 2,
  identifier: 'PRB-0002',
  subject: 'Printer offline',
  requester: { id: 3, full_name: 'Rita Requester', email: 'rita@example.test' },
  assignedTo: null,
  priority: { id: 2, priority: 'High' },
  department: { id: 1, name: 'Support' },
  status: { id: 1, name: 'Open' },
  active: '1',
  is_edit: true,
  is_delete: true,
  created_at: '2026-11-01 10:00:00',
};

function serveList() {
  nock(API)
    .persist()
    .get('/service-desk/api/problem-list')
    .query(true)
    .reply(200, { data: { problems: [ROW], total: 1 } });
}

const render = () => renderWithPlugin(<ProblemListScreen />);

async function askToDelete() {
  const { default: userEvent } = await import('@testing-library/user-event');
  await userEvent.click(await screen.findByRole('button', { name: 'Delete: Printer offline' }));
  // The confirmation is loaded on demand: wait until it is there.
  await screen.findByRole('dialog');
}

describeBadAnswers('the problem list with bad answers', [
  {
    name: 'the list call',
    method: 'get',
    path: '/service-desk/api/problem-list',
    arrange: () => undefined,
    render,
    expect: 'alert',
  },
  {
    name: 'the delete call',
    method: 'delete',
    path: '/service-desk/api/problem-delete/2',
    arrange: serveList,
    render,
    act: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Delete: Printer offline' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    },
    expect: 'alert',
    dialog: 'closes',
    after: () => {
      expect(within(screen.getByRole('table')).getByText('Printer offline')).toBeInTheDocument();
    },
  },
]);

describeDoubleSubmits('the problem list submits', [
  {
    name: 'delete confirmation',
    method: 'delete',
    path: '/service-desk/api/problem-delete/2',
    success: { message: 'Problem deleted.' },
    arrange: serveList,
    render,
    prepare: askToDelete,
    submit: () => dialog().getByRole('button', { name: 'Delete' }),
    done: async () => {
      expect(await screen.findByText('Problem deleted.')).toBeInTheDocument();
    },
  },
]);

describeUnmountWhileLoading([['problem list', render]]);
