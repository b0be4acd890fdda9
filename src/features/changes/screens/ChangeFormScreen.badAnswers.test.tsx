import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import ChangeFormScreen from './ChangeFormScreen';
import { serveChangeFormRender, serveFormLookups } from '@/testing/recordForm';
import { changeFormRecord } from '@/testing/records';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { describeScreenCalls, keptForRetry } from '@/testing/screenCalls';
import { serveGet } from '@/testing/serve';
import { describeUnmountWhileLoading } from '@/testing/unmountWhileLoading';

jest.setTimeout(30_000);

const render = () => renderWithPlugin(<ChangeFormScreen params={{ id: '12' }} />);

function serveLookupsAndForm() {
  serveFormLookups();
  serveChangeFormRender();
}

function serveRecord() {
  serveLookupsAndForm();
  serveGet('/service-desk/api/change/12', { data: { change: changeFormRecord({ id: 12 }) } });
}

async function retype(user: UserEvent) {
  const subject = await screen.findByRole('textbox', { name: /Subject/ });
  await user.clear(subject);
  await user.type(subject, 'Replace the gateway');
}

describeScreenCalls('the change form screen', { render }, [
  { name: 'loading the record', call: 'get /service-desk/api/change/12', arrange: serveLookupsAndForm },
  {
    name: 'saving',
    call: 'post /service-desk/api/change',
    arrange: serveRecord,
    prepare: retype,
    ...keptForRetry('Update', 'subject', [{ label: /Subject/, value: 'Replace the gateway' }]),
    twice: { name: 'change form', success: { message: 'Change updated successfully.', data: { id: 12 } } },
  },
  {
    name: 'loading the form definition',
    call: 'get /api/form/render',
    arrange: () => {
      serveFormLookups();
      serveGet('/service-desk/api/change/12', { data: { change: changeFormRecord({ id: 12 }) } });
    },
  },
]);

describeUnmountWhileLoading([['change edit form', render]]);
