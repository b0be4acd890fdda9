import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ProblemForm } from './ProblemForm';
import ProblemFormScreen from '@/features/problems/screens/ProblemFormScreen';
import { serveFormLookups } from '@/testing/recordForm';
import { problemFormRecord } from '@/testing/records';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { describeScreenCalls, keptForRetry } from '@/testing/screenCalls';
import { serveGet } from '@/testing/serve';
import { describeUnmountWhileLoading } from '@/testing/unmountWhileLoading';

jest.setTimeout(30_000);

const TYPED = 'Printer queue drained';

function serveRecord() {
  serveFormLookups();
  const problem = problemFormRecord({ location_id: null, assigned_id: null, assets: [], attachment: null });
  serveGet('/service-desk/api/problem/12', { data: { data: problem } });
}

async function retype(user: UserEvent) {
  const subject = await screen.findByRole('textbox', { name: /Subject/ });
  await user.clear(subject);
  await user.type(subject, TYPED);
}

describeScreenCalls(
  'the problem form',
  { render: () => renderWithPlugin(<ProblemForm problemId={12} onSaved={() => undefined} />) },
  [
    { name: 'loading the record', call: 'get /service-desk/api/problem/12', arrange: serveFormLookups },
    {
      name: 'saving',
      call: 'post /service-desk/api/problem',
      arrange: serveRecord,
      prepare: retype,
      ...keptForRetry('Save', 'subject', [{ label: /Subject/, value: TYPED }]),
      twice: { name: 'problem form', success: 'Problem updated successfully.' },
    },
  ],
);

describeUnmountWhileLoading([
  ['problem edit form', () => renderWithPlugin(<ProblemFormScreen params={{ id: '12' }} />)],
]);
