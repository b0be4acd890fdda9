import nock from 'nock';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ProblemForm } from './ProblemForm';
import ChangeFormScreen from '@/features/changes/screens/ChangeFormScreen';
import { API, renderWithPlugin } from '@/testing/renderWithPlugin';
import { describeUnmountWhileLoading } from '@/testing/unmountWhileLoading';
import ProblemFormScreen from '@/features/problems/screens/ProblemFormScreen';
import { describeBadAnswers, describeDoubleSubmits } from '@/testing/badAnswers';
import { serveFormLookups } from '@/testing/recordForm';

jest.setTimeout(30_000);

const PROBLEM = {
  id: 12,
  subject: 'Printer queue stuck',
  identifier: 'PRB-0012',
  description: '<p>The queue does not drain.</p>',
  requester_id: { id: 3, full_name: 'Rita Requester', email: 'rita@example.test' },
  department_id: { id: 1, name: 'Support' },
  impact_id: { id: 2, name: 'High impact' },
  status_type_id: { id: 1, name: 'Open' },
  priority_id: { id: 4, name: 'Urgent' },
  location_id: null,
  assigned_id: null,
  assets: [],
  attachment: null,
};

const CHANGE = {
  id: 12,
  subject: 'Replace the VPN gateway',
  identifier: 'CHG-0012',
  description: '<p>Swap it.</p>',
  requester: { id: 3, full_name: 'Rita Requester' },
  status: { id: 2, name: 'Planning' },
  change_type: { id: 3, name: 'Major' },
  impact_type: null,
  location: null,
  department: null,
  team: null,
  priority: null,
  assets: [],
  attachments: [],
};

function serveProblemRecord() {
  serveFormLookups();
  nock(API)
    .persist()
    .get('/service-desk/api/problem/12')
    .query(true)
    .reply(200, { data: { data: PROBLEM } });
}

function serveChangeRecord() {
  serveFormLookups();
  nock(API)
    .persist()
    .get('/service-desk/api/change/12')
    .query(true)
    .reply(200, { data: { change: CHANGE } });
}

const renderProblemEdit = () => renderWithPlugin(<ProblemForm problemId={12} onSaved={() => undefined} />);
const renderChangeEdit = () => renderWithPlugin(<ChangeFormScreen params={{ id: '12' }} />);

async function retype(user: UserEvent, text: string) {
  const subject = await screen.findByRole('textbox', { name: /Subject/ });
  await user.clear(subject);
  await user.type(subject, text);
}

const TYPED = 'Printer queue drained';

describeBadAnswers('the problem form with bad answers', [
  {
    name: 'loading the record',
    method: 'get',
    path: '/service-desk/api/problem/12',
    arrange: serveFormLookups,
    render: renderProblemEdit,
    expect: 'alert',
  },
  {
    name: 'saving',
    method: 'post',
    path: '/service-desk/api/problem',
    arrange: serveProblemRecord,
    render: renderProblemEdit,
    act: async (user) => {
      await retype(user, TYPED);
      await user.click(screen.getByRole('button', { name: 'Save' }));
    },
    expect: 'alert',
    typed: [{ label: /Subject/, value: TYPED }],
    fieldError: { field: 'subject', shown: true },
    after: () => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled(),
  },
]);

describeBadAnswers('the change form screen with bad answers', [
  {
    name: 'loading the record',
    method: 'get',
    path: '/service-desk/api/change/12',
    arrange: serveFormLookups,
    render: renderChangeEdit,
    expect: 'alert',
  },
  {
    name: 'saving',
    method: 'post',
    path: '/service-desk/api/change',
    arrange: serveChangeRecord,
    render: renderChangeEdit,
    act: async (user) => {
      await retype(user, 'Replace the gateway');
      await user.click(screen.getByRole('button', { name: 'Update' }));
    },
    expect: 'alert',
    typed: [{ label: /Subject/, value: 'Replace the gateway' }],
    fieldError: { field: 'subject', shown: true },
    after: () => expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled(),
  },
]);

describeDoubleSubmits('the form submits', [
  {
    name: 'problem form',
    method: 'post',
    path: '/service-desk/api/problem',
    success: { message: 'Problem updated successfully.' },
    arrange: serveProblemRecord,
    render: renderProblemEdit,
    prepare: (user) => retype(user, TYPED),
    submit: () => screen.getByRole('button', { name: 'Save' }),
    done: async () => {
      expect(await screen.findByText('Problem updated successfully.')).toBeInTheDocument();
    },
  },
  {
    name: 'change form',
    method: 'post',
    path: '/service-desk/api/change',
    success: { message: 'Change updated successfully.', data: { id: 12 } },
    arrange: serveChangeRecord,
    render: renderChangeEdit,
    prepare: (user) => retype(user, 'Replace the gateway'),
    submit: () => screen.getByRole('button', { name: 'Update' }),
    done: async () => {
      expect(await screen.findByText('Change updated successfully.')).toBeInTheDocument();
    },
  },
]);

describeUnmountWhileLoading([
  ['problem edit form', () => renderWithPlugin(<ProblemFormScreen params={{ id: '12' }} />)],
  ['change edit form', renderChangeEdit],
]);
