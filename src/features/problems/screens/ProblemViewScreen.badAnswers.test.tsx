import nock from 'nock';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import ProblemViewScreen from './ProblemViewScreen';
import { PROBLEM_LOG } from '@/testing/problemView';
import { fillRequired, serveChangeFormRender, serveFormLookups } from '@/testing/recordForm';
import { ATTACHED_CHANGE, PROBLEM_ID, problemActions, problemDetail } from '@/testing/records';
import { API, renderWithPlugin } from '@/testing/renderWithPlugin';
import { describeScreenCalls, dialogClosed, inDialog, failingAlone, silentUntil } from '@/testing/screenCalls';
import { dialog } from '@/testing/badAnswers';
import { serveGet, serveLookup } from '@/testing/serve';
import { describeUnmountWhileLoading } from '@/testing/unmountWhileLoading';
import { menuItem } from '@/testing/menus';

jest.setTimeout(30_000);

const PROBLEM = `/service-desk/api/problem/${PROBLEM_ID}`;
const ACTIONS = `/service-desk/api/problem-action/${PROBLEM_ID}`;
const LOG = `/service-desk/api/problem-log/${PROBLEM_ID}`;

/** Serves every load call of the view except `except`. */
function serveView(except: string[] = [], problem = problemDetail()) {
  const calls: Record<string, object> = {
    [PROBLEM]: { data: { data: problem } },
    [ACTIONS]: { data: { data: { actions: problemActions() } } },
    [LOG]: PROBLEM_LOG,
  };
  for (const [path, body] of Object.entries(calls)) if (!except.includes(path)) serveGet(path, body);
}

const serveWithChange = () => serveView([], problemDetail({ change: ATTACHED_CHANGE }));
const serveChanges = () => {
  serveView();
  serveLookup('/service-desk/api/dependency/changes', [{ id: 43, name: 'Upgrade the mail server' }]);
};
const serveChangeForm = () => {
  serveView();
  serveFormLookups();
  serveChangeFormRender();
};

const renderView = () => renderWithPlugin(<ProblemViewScreen params={{ id: String(PROBLEM_ID) }} />);

async function chooseExistingChange(user: UserEvent) {
  await menuItem('Associate', 'Attach existing change')(user);
  await user.click(
    await within(await screen.findByRole('dialog')).findByRole('radio', { name: 'Upgrade the mail server' }),
  );
}

async function fillNewChange(user: UserEvent) {
  await menuItem('Associate', 'Attach new change')(user);
  const newChange = await screen.findByRole('dialog', { name: 'Attach new change' });
  // The form shows once the form-render call has answered.
  await within(newChange).findByRole('textbox', { name: /Subject/ });
  await fillRequired(user, 'change');
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'VPN drops every hour' });

const alone = failingAlone(serveView);

describeScreenCalls('the problem view', { render: renderView, arrange: serveView }, [
  alone('loading the problem', PROBLEM),
  alone('loading the action flags', ACTIONS, {
    after: async () => {
      expect(await heading()).toBeInTheDocument();
    },
  }),
  alone(
    'loading the activity log (silent)',
    LOG,
    silentUntil(async () => {
      await heading();
      await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
    }),
  ),
  {
    name: 'closing the problem',
    call: `post /service-desk/api/problem-close/${PROBLEM_ID}`,
    prepare: menuItem('More', 'Close problem'),
    submit: inDialog('Close problem'),
    dialog: 'closes',
    twice: { name: 'close confirmation', success: 'Problem closed.' },
  },
  {
    name: 'deleting the problem',
    call: `delete /service-desk/api/problem-delete/${PROBLEM_ID}`,
    prepare: menuItem('More', 'Delete'),
    submit: inDialog('Delete'),
    dialog: 'closes',
    twice: { name: 'delete confirmation', success: 'Problem deleted.', done: dialogClosed },
  },
  {
    name: 'detaching the change',
    call: `delete /service-desk/api/problem-detach-change/${PROBLEM_ID}/44`,
    arrange: serveWithChange,
    prepare: menuItem('Associate', 'Detach change'),
    submit: inDialog('Detach'),
    dialog: 'closes',
    twice: { name: 'detach change confirmation', success: 'Change detached.' },
  },
  {
    name: 'attaching an existing change',
    call: `post /service-desk/api/problem-attach-change/${PROBLEM_ID}/43`,
    arrange: serveChanges,
    prepare: chooseExistingChange,
    submit: inDialog('Attach'),
    dialog: 'stays',
    after: () => {
      expect(dialog().getByRole('button', { name: 'Attach' })).toBeEnabled();
      expect(dialog().getByRole('radio', { name: 'Upgrade the mail server' })).toBeChecked();
    },
    twice: { name: 'attach existing change', success: 'Change attached.' },
  },
  {
    name: "loading the new change form's fields",
    call: 'get /api/form/render',
    arrange: () => {
      serveView();
      serveFormLookups();
    },
    act: menuItem('Associate', 'Attach new change'),
    dialog: 'stays',
  },
  {
    name: 'attaching a new change',
    call: 'post /service-desk/api/change',
    arrange: serveChangeForm,
    prepare: fillNewChange,
    submit: inDialog('Submit'),
    dialog: 'stays',
    typed: [{ label: /Subject/, value: 'Replace the VPN gateway' }],
    fieldError: { field: 'subject', shown: true },
    // Every answer to this call is put through the change form's own table.
    answers: ['500', '422 with field errors', 'timeout'],
    twice: { name: 'attach new change', success: { message: 'Change created.', data: { id: 50 } } },
  },
]);

describe('the problem view after a failed load', () => {
  it('offers to try again, then shows the problem', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    nock(API).get(PROBLEM).reply(503, { message: 'Down for maintenance.' });
    serveView();
    renderView();
    expect(await screen.findByRole('alert')).toHaveTextContent('Down for maintenance.');
    expect(screen.queryByText('Page not found')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await heading()).toBeInTheDocument();
  });

  it('offers no retry when the server refuses the user (403)', async () => {
    nock(API).get(PROBLEM).reply(403, { message: 'You do not have permission to view problems.' });
    serveView([PROBLEM]);
    renderView();
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to view problems.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says not found, with the server message, for a 404', async () => {
    nock(API).get(PROBLEM).reply(404, { message: 'No such problem.' });
    serveView([PROBLEM]);
    renderView();
    expect(await screen.findByRole('alert')).toHaveTextContent('No such problem.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/not found/i);
  });
});

describeUnmountWhileLoading([['problem view', renderView]]);
