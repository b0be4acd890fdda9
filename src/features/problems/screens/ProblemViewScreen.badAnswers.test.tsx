import nock from 'nock';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import ProblemViewScreen from './ProblemViewScreen';
import { API, lookupPage, renderWithPlugin } from '@/testing/renderWithPlugin';
import { describeUnmountWhileLoading } from '@/testing/unmountWhileLoading';
import { describeBadAnswers, describeDoubleSubmits, dialog } from '@/testing/badAnswers';
import { allowAll, ATTACHED_CHANGE, PROBLEM_ID, problemDetail } from '@/testing/problemView';
import { fillRequiredChange } from '@/testing/changeForm';
import { serveFormLookups } from '@/testing/recordForm';

jest.setTimeout(30_000);

const LOG = {
  data: {
    problem_activity_logs: {
      data: [
        {
          id: 1,
          name: '<p>Problem created</p>',
          created_at: '2026-11-20 09:30:00',
          creator: { id: 3, full_name: 'Rita Requester', profile_pic: null },
        },
      ],
      total: 1,
      per_page: 10,
    },
  },
};

/** Serves every load call of the view except `except`. */
function serveView(except: string[] = [], problem = problemDetail()) {
  const calls: Record<string, object> = {
    [`/service-desk/api/problem/${PROBLEM_ID}`]: { data: { data: problem } },
    [`/service-desk/api/problem-action/${PROBLEM_ID}`]: { data: { data: { actions: allowAll() } } },
    [`/service-desk/api/problem-log/${PROBLEM_ID}`]: LOG,
  };
  for (const [path, body] of Object.entries(calls)) {
    if (!except.includes(path)) nock(API).persist().get(path).query(true).reply(200, body);
  }
}

const serveWithChange = () => serveView([], problemDetail({ change: ATTACHED_CHANGE }));
const serveChanges = () => {
  serveView();
  nock(API)
    .persist()
    .get('/service-desk/api/dependency/changes')
    .query(true)
    .reply(200, lookupPage([{ id: 43, name: 'Upgrade the mail server' }]));
};

const renderView = () => renderWithPlugin(<ProblemViewScreen params={{ id: String(PROBLEM_ID) }} />);

async function chooseMenuItem(user: UserEvent, menu: string, item: string) {
  const toggle = await screen.findByRole('button', { name: menu });
  await user.click(toggle);
  const list = toggle.parentElement?.querySelector('.dropdown-menu') as HTMLElement;
  await user.click(within(list).getByText(item));
}

async function confirm(user: UserEvent, menu: string, item: string, button: string) {
  await chooseMenuItem(user, menu, item);
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: button }));
}

async function chooseExistingChange(user: UserEvent) {
  await chooseMenuItem(user, 'Associate', 'Attach existing change');
  await user.click(
    await within(await screen.findByRole('dialog')).findByRole('radio', { name: 'Upgrade the mail server' }),
  );
}

async function fillNewChange(user: UserEvent) {
  await chooseMenuItem(user, 'Associate', 'Attach new change');
  await screen.findByRole('dialog', { name: 'Attach new change' });
  await fillRequiredChange(user);
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'VPN drops every hour' });

describeBadAnswers('the problem view with bad answers', [
  {
    name: 'loading the problem',
    method: 'get',
    path: `/service-desk/api/problem/${PROBLEM_ID}`,
    arrange: () => serveView([`/service-desk/api/problem/${PROBLEM_ID}`]),
    render: renderView,
    expect: 'alert',
  },
  {
    name: 'loading the action flags',
    method: 'get',
    path: `/service-desk/api/problem-action/${PROBLEM_ID}`,
    arrange: () => serveView([`/service-desk/api/problem-action/${PROBLEM_ID}`]),
    render: renderView,
    expect: 'alert',
    after: async () => {
      expect(await heading()).toBeInTheDocument();
    },
  },
  {
    name: 'loading the activity log (silent)',
    method: 'get',
    path: `/service-desk/api/problem-log/${PROBLEM_ID}`,
    arrange: () => serveView([`/service-desk/api/problem-log/${PROBLEM_ID}`]),
    render: renderView,
    expect: 'silent',
    settled: async () => {
      await heading();
      await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
    },
  },
  {
    name: 'closing the problem',
    method: 'post',
    path: `/service-desk/api/problem-close/${PROBLEM_ID}`,
    arrange: () => serveView(),
    render: renderView,
    act: (user) => confirm(user, 'More', 'Close problem', 'Close problem'),
    expect: 'alert',
    dialog: 'closes',
  },
  {
    name: 'deleting the problem',
    method: 'delete',
    path: `/service-desk/api/problem-delete/${PROBLEM_ID}`,
    arrange: () => serveView(),
    render: renderView,
    act: (user) => confirm(user, 'More', 'Delete', 'Delete'),
    expect: 'alert',
    dialog: 'closes',
  },
  {
    name: 'detaching the change',
    method: 'delete',
    path: `/service-desk/api/problem-detach-change/${PROBLEM_ID}/44`,
    arrange: serveWithChange,
    render: renderView,
    act: (user) => confirm(user, 'Associate', 'Detach change', 'Detach'),
    expect: 'alert',
    dialog: 'closes',
  },
  {
    name: 'attaching an existing change',
    method: 'post',
    path: `/service-desk/api/problem-attach-change/${PROBLEM_ID}/43`,
    arrange: serveChanges,
    render: renderView,
    act: async (user) => {
      await chooseExistingChange(user);
      await user.click(dialog().getByRole('button', { name: 'Attach' }));
    },
    expect: 'alert',
    dialog: 'stays',
    after: () => {
      expect(dialog().getByRole('button', { name: 'Attach' })).toBeEnabled();
      expect(dialog().getByRole('radio', { name: 'Upgrade the mail server' })).toBeChecked();
    },
  },
  {
    name: 'attaching a new change',
    method: 'post',
    path: '/service-desk/api/change',
    arrange: () => {
      serveView();
      serveFormLookups();
    },
    render: renderView,
    act: async (user) => {
      await fillNewChange(user);
      await user.click(dialog().getByRole('button', { name: 'Submit' }));
    },
    expect: 'alert',
    dialog: 'stays',
    typed: [{ label: /Subject/, value: 'Replace the VPN gateway' }],
    fieldError: { field: 'subject', shown: true },
    // Every answer to this call is put through the change form's own table.
    answers: ['500', '422 with field errors', 'timeout'],
  },
]);

describeDoubleSubmits('the problem view submits', [
  {
    name: 'close confirmation',
    method: 'post',
    path: `/service-desk/api/problem-close/${PROBLEM_ID}`,
    success: { message: 'Problem closed.' },
    arrange: () => serveView(),
    render: renderView,
    prepare: (user) => chooseMenuItem(user, 'More', 'Close problem'),
    submit: () => dialog().getByRole('button', { name: 'Close problem' }),
    done: async () => {
      expect(await screen.findByText('Problem closed.')).toBeInTheDocument();
    },
  },
  {
    name: 'delete confirmation',
    method: 'delete',
    path: `/service-desk/api/problem-delete/${PROBLEM_ID}`,
    success: { message: 'Problem deleted.' },
    arrange: () => serveView(),
    render: renderView,
    prepare: (user) => chooseMenuItem(user, 'More', 'Delete'),
    submit: () => dialog().getByRole('button', { name: 'Delete' }),
    done: async () => {
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
  },
  {
    name: 'detach change confirmation',
    method: 'delete',
    path: `/service-desk/api/problem-detach-change/${PROBLEM_ID}/44`,
    success: { message: 'Change detached.' },
    arrange: serveWithChange,
    render: renderView,
    prepare: (user) => chooseMenuItem(user, 'Associate', 'Detach change'),
    submit: () => dialog().getByRole('button', { name: 'Detach' }),
    done: async () => {
      expect(await screen.findByText('Change detached.')).toBeInTheDocument();
    },
  },
  {
    name: 'attach existing change',
    method: 'post',
    path: `/service-desk/api/problem-attach-change/${PROBLEM_ID}/43`,
    success: { message: 'Change attached.' },
    arrange: serveChanges,
    render: renderView,
    prepare: chooseExistingChange,
    submit: () => dialog().getByRole('button', { name: 'Attach' }),
    done: async () => {
      expect(await screen.findByText('Change attached.')).toBeInTheDocument();
    },
  },
  {
    name: 'attach new change',
    method: 'post',
    path: '/service-desk/api/change',
    success: { message: 'Change created.', data: { id: 50 } },
    arrange: () => {
      serveView();
      serveFormLookups();
    },
    render: renderView,
    prepare: fillNewChange,
    submit: () => dialog().getByRole('button', { name: 'Submit' }),
    done: async () => {
      expect(await screen.findByText('Change created.')).toBeInTheDocument();
    },
  },
]);

describe('the problem view after a failed load', () => {
  it('offers to try again, then shows the problem', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    nock(API).get(`/service-desk/api/problem/${PROBLEM_ID}`).reply(503, { message: 'Down for maintenance.' });
    serveView();
    renderView();
    expect(await screen.findByRole('alert')).toHaveTextContent('Down for maintenance.');
    expect(screen.queryByText('Page not found')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await heading()).toBeInTheDocument();
  });

  it('says not found, with the server message, for a 404', async () => {
    nock(API).get(`/service-desk/api/problem/${PROBLEM_ID}`).reply(404, { message: 'No such problem.' });
    serveView([`/service-desk/api/problem/${PROBLEM_ID}`]);
    renderView();
    expect(await screen.findByRole('alert')).toHaveTextContent('No such problem.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/not found/i);
  });
});

describeUnmountWhileLoading([['problem view', renderView]]);
