import nock from 'nock';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProblemForm } from './ProblemForm';
import type { ProblemRecord } from '@/api/problems';
import { uploadableFile } from '@/testing/files';
import { expectLinkTo } from '@/testing/links';
import { API } from '@/testing/renderWithPlugin';
import { problemFormRecord } from '@/testing/records';
import {
  answerSave,
  choose,
  chosen,
  multipartFields,
  renderForm,
  setUpFormTests,
  subject,
  refuseSave,
} from '@/testing/recordForm';

/** Answers GET /service-desk/api/problem/12 with each body in turn; returns the number of calls. */
function serveRecord(...bodies: ProblemRecord[]) {
  const calls = { count: 0 };
  nock(API)
    .persist()
    .get('/service-desk/api/problem/12')
    .reply(200, () => {
      const body = bodies[Math.min(calls.count, bodies.length - 1)];
      calls.count += 1;
      return { data: { data: body } };
    });
  return calls;
}

const scrollTo = setUpFormTests();

const renderEdit = () => renderForm((onSaved) => <ProblemForm problemId={12} onSaved={onSaved} />);

describe('the problem form: edit', () => {
  it('shows a loader, then the stored values in the fields', async () => {
    serveRecord(problemFormRecord());
    renderEdit();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('textbox', { name: /Subject/ })).toHaveValue('Printer queue stuck');
    expect(screen.getByRole('textbox', { name: 'Identifier' })).toHaveValue('PRB-0012');
    expect(await screen.findByRole('textbox', { name: 'Description' })).toHaveValue('<p>The queue does not drain.</p>');
    expect(chosen('From')).toEqual(['Rita Requester']);
    expect(chosen('Department')).toEqual(['Support']);
    expect(chosen('Impact')).toEqual(['High impact']);
    expect(chosen('Status')).toEqual(['Open']);
    expect(chosen('Priority')).toEqual(['Urgent']);
    expect(chosen('Location')).toEqual(['Berlin']);
    expect(chosen('Assigned to')).toEqual(['Sam Agent']);
    expect(chosen('Assets')).toEqual(['Laptop 11']);
    expectLinkTo('Download queue.pdf', `${API}/service-desk/download/90/sd_problem:12/attachment`);
  });

  it('names a requester without a full name by name, then by email', async () => {
    serveRecord(
      problemFormRecord({ requester_id: { id: 3, full_name: '', email: 'rita@example.test' }, assigned_id: null }),
    );
    renderEdit();
    await screen.findByRole('textbox', { name: /Subject/ });
    expect(chosen('From')).toEqual(['rita@example.test']);
    expect(chosen('Assigned to')).toEqual([]);
  });

  it('sends the id with the changed values, shows the message and reloads the record', async () => {
    const user = userEvent.setup();
    const calls = serveRecord(problemFormRecord(), problemFormRecord({ subject: 'Printer queue fixed' }));
    const { posts } = answerSave('problem', 200, { message: 'Problem updated successfully.' });
    const { onSaved } = renderEdit();
    await user.clear(await screen.findByRole('textbox', { name: /Subject/ }));
    await user.type(subject(), 'Printer queue drained');
    await choose(user, 'Assets', 'Router 12');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Problem updated successfully.')).toBeInTheDocument();
    const fields = multipartFields(posts[0].body);
    expect(fields[0]).toEqual(['id', '12']);
    expect(Object.fromEntries(fields)).toMatchObject({
      subject: 'Printer queue drained',
      identifier: 'PRB-0012',
      requester_id: '3',
      priority_id: '4',
      location_id: '5',
      assigned_id: '7',
      attachment_delete: '0',
    });
    expect(fields.filter(([name]) => name === 'asset_ids[]').map(([, value]) => value)).toEqual(['11', '12']);
    expect(fields.map(([name]) => name)).not.toContain('attachment');
    expect(onSaved).toHaveBeenCalledWith('Problem updated successfully.', 12);
    // The record is read again and the form shows what the server stored; it stays on the page.
    await waitFor(() => expect(subject()).toHaveValue('Printer queue fixed'));
    expect(calls.count).toBe(2);
    expect(screen.getByText('Problem updated successfully.')).toBeInTheDocument();
  });

  it('sends attachment_delete when the current attachment is removed', async () => {
    const user = userEvent.setup();
    serveRecord(problemFormRecord());
    const { posts } = answerSave('problem', 200, { message: 'Problem updated successfully.' });
    renderEdit();
    await user.click(await screen.findByRole('checkbox', { name: 'Remove the current attachment (queue.pdf)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Problem updated successfully.');
    const fields = Object.fromEntries(multipartFields(posts[0].body));
    expect(fields.attachment_delete).toBe('1');
    expect(fields).not.toHaveProperty('attachment');
  });

  it('replaces the attachment with a newly chosen file', async () => {
    const user = userEvent.setup();
    serveRecord(problemFormRecord());
    const { posts } = answerSave('problem', 200, { message: 'Problem updated successfully.' });
    renderEdit();
    await user.upload(await screen.findByLabelText('Attachment'), uploadableFile('new scan', 'scan.txt'));
    expect(screen.getByText(/Chosen: scan.txt/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Problem updated successfully.');
    const fields = Object.fromEntries(multipartFields(posts[0].body));
    expect(fields).toMatchObject({ attachment: 'new scan', attachment_delete: '0' });
    expect(posts[0].body).toMatch(/name="attachment"; filename="scan.txt"/);
  });

  it('keeps the typed values and marks the fields after a 422', async () => {
    const user = userEvent.setup();
    serveRecord(problemFormRecord());
    refuseSave('problem', {
      identifier: ['The identifier has already been taken.'],
      department_id: ['Pick a department.'],
    });
    renderEdit();
    const identifier = await screen.findByRole('textbox', { name: 'Identifier' });
    await user.clear(identifier);
    await user.type(identifier, 'PRB-0001');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The given data was invalid.');
    expect(identifier).toHaveValue('PRB-0001');
    expect(identifier).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(identifier.getAttribute('aria-describedby') ?? '')).toHaveTextContent(
      'The identifier has already been taken.',
    );
    const department = screen.getByRole('combobox', { name: 'Department' });
    expect(document.getElementById(department.getAttribute('aria-describedby') ?? '')).toHaveTextContent(
      'Pick a department.',
    );
    expect(scrollTo()).toHaveBeenCalledWith({ top: 0 });
  });

  it('shows the server message and no form when the record cannot be loaded', async () => {
    nock(API).get('/service-desk/api/problem/12').reply(404, { message: 'Problem not found.' });
    renderEdit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Problem not found.');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(alert).queryByRole('button')).toBeNull();
  });
});
