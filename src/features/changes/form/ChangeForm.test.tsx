import nock from 'nock';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangeForm } from './ChangeForm';
import { expectLinkTo } from '@/testing/links';
import { API } from '@/testing/renderWithPlugin';
import { changeFormRecord } from '@/testing/records';
import * as form from '@/testing/recordForm';

const scrollTo = form.setUpFormTests();

type Props = {
  changeId?: number;
  problemId?: number;
  ticketId?: number;
  embedded?: boolean;
  renderedFields?: string[];
};
const renderChangeForm = (props: Props = {}) =>
  form.renderForm((onSaved) => <ChangeForm onSaved={onSaved} {...props} />);

describe('the change form: create', () => {
  it('marks the required fields with the exact message and sends nothing', async () => {
    const user = userEvent.setup();
    const { scope } = form.answerSave('change', 200, { message: 'saved' });
    renderChangeForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(form.subject()).toHaveAttribute('aria-invalid', 'true'));
    expect(form.errorOf(form.subject())).toBe(form.REQUIRED);
    expect(form.errorOf(await screen.findByRole('textbox', { name: 'Description' }))).toBe(form.REQUIRED);
    for (const label of ['Requester', 'Status', 'Change type']) {
      expect(form.errorOf(screen.getByRole('combobox', { name: label }))).toBe(form.REQUIRED);
    }
    for (const label of ['Priority', 'Impact', 'Location', 'Department', 'Team', 'Assets']) {
      expect(screen.getByRole('combobox', { name: label })).not.toHaveAttribute('aria-invalid');
    }
    expect(document.querySelectorAll('.invalid-feedback')).toHaveLength(5);
    expect(scope.isDone()).toBe(false);
  });

  it('shows and checks only the fields a form-render answer lists', async () => {
    const user = userEvent.setup();
    const { scope } = form.answerSave('change', 200, { message: 'saved' });
    renderChangeForm({ renderedFields: ['subject', 'requester_id', 'description', 'asset_ids'] });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(form.errorOf(form.subject())).toBe(form.REQUIRED));
    expect(form.errorOf(screen.getByRole('combobox', { name: 'Requester' }))).toBe(form.REQUIRED);
    expect(screen.getByRole('combobox', { name: 'Assets' })).toBeInTheDocument();
    for (const label of ['Status', 'Change type', 'Priority', 'Team']) {
      expect(screen.queryByRole('combobox', { name: label })).toBeNull();
    }
    expect(screen.queryByRole('textbox', { name: 'Identifier' })).toBeNull();
    expect(screen.queryByLabelText('Attachment')).toBeNull();
    expect(document.querySelectorAll('.invalid-feedback')).toHaveLength(3);
    expect(scope.isDone()).toBe(false);
  });

  it('shows no assets field when attach_asset is not allowed', async () => {
    nock.cleanAll();
    form.serveFormLookups({ attachAssets: false });
    renderChangeForm();
    expect(screen.getByRole('combobox', { name: 'Change type' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Assets' })).toBeNull());
  });

  it('counts an empty-markup form.description as empty', async () => {
    const user = userEvent.setup();
    const { scope } = form.answerSave('change', 200, { message: 'saved' });
    renderChangeForm();
    await form.fillRequired(user, 'change');
    fireEvent.change(form.description(), { target: { value: '<p>&nbsp;</p>' } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(form.errorOf(form.description())).toBe(form.REQUIRED));
    expect(scope.isDone()).toBe(false);
  });

  it('sends the multipart POST with every field, problem_id, and shows the server message', async () => {
    const user = userEvent.setup();
    const { posts } = form.answerSave('change', 200, { message: 'Change created successfully.', data: { id: 31 } });
    const { onSaved } = renderChangeForm({ problemId: 12 });
    await form.fillRequired(user, 'change');
    await form.choose(user, 'Priority', 'Urgent');
    await form.choose(user, 'Impact', 'High impact');
    await form.choose(user, 'Location', 'Berlin');
    await form.choose(user, 'Department', 'Support');
    await form.choose(user, 'Team', 'Network Operations');
    await form.choose(user, 'Assets', 'Laptop 11');
    await form.choose(user, 'Assets', 'Router 12');
    await user.type(screen.getByRole('textbox', { name: 'Identifier' }), 'CHG-VPN');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Change created successfully.')).toHaveAttribute('data-area', 'change-form');
    expect(form.multipartFields(posts[0].body)).toEqual([
      ['problem_id', '12'],
      ['subject', 'Replace the VPN gateway'],
      ['requester_id', '3'],
      ['status_id', '2'],
      ['asset_ids[]', '11'],
      ['asset_ids[]', '12'],
      ['priority_id', '4'],
      ['change_type_id', '3'],
      ['location_id', '5'],
      ['impact_id', '2'],
      ['department_id', '1'],
      ['team_id', '6'],
      ['identifier', 'CHG-VPN'],
      ['description', '<p>Swap it on Sunday.</p>'],
    ]);
    expect(onSaved).toHaveBeenCalledWith('Change created successfully.', 31);
    // After a create the form stays disabled.
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('sends ticket_id for a change created from a ticket', async () => {
    const user = userEvent.setup();
    const { posts } = form.answerSave('change', 200, { message: 'Change created successfully.' });
    renderChangeForm({ ticketId: 77, embedded: true });
    await form.fillRequired(user, 'change');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Change created successfully.');
    const names = form.multipartFields(posts[0].body).map(([name]) => name);
    expect(names[0]).toBe('ticket_id');
    expect(form.multipartFields(posts[0].body)[0]).toEqual(['ticket_id', '77']);
    expect(names).not.toContain('problem_id');
    expect(names).not.toContain('id');
  });

  it('sends exactly one request on a double click', async () => {
    const user = userEvent.setup();
    const { posts } = form.answerSave(
      'change',
      200,
      { message: 'Change created successfully.' },
      { times: 2, delayMs: 200 },
    );
    renderChangeForm({ embedded: true });
    await form.fillRequired(user, 'change');
    await user.dblClick(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Change created successfully.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts).toHaveLength(1);
  });

  it('on failure scrolls to the top, shows the message, puts field errors on the fields and keeps the values', async () => {
    const user = userEvent.setup();
    form.answerSave('change', 422, {
      message: 'A change is already attached to this problem.',
      errors: {
        problem_id: ['A change is already attached to this problem.'],
        subject: ['The form.subject has already been taken.'],
        change_type_id: ['The selected change type is invalid.'],
        'asset_ids.0': ['The asset is retired.'],
      },
    });
    const { onSaved } = renderChangeForm({ problemId: 12 });
    await form.fillRequired(user, 'change');
    await form.choose(user, 'Assets', 'Laptop 11');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^A change is already attached to this problem\.$/);
    expect(scrollTo()).toHaveBeenCalledWith({ top: 0 });
    expect(form.errorOf(form.subject())).toBe('The form.subject has already been taken.');
    expect(form.errorOf(screen.getByRole('combobox', { name: 'Change type' }))).toBe(
      'The selected change type is invalid.',
    );
    expect(form.errorOf(screen.getByRole('combobox', { name: 'Assets' }))).toBe('The asset is retired.');
    expect(form.subject()).toHaveValue('Replace the VPN gateway');
    expect(form.description()).toHaveValue('<p>Swap it on Sunday.</p>');
    expect(form.chosen('Requester')).toEqual(['Rita Requester']);
    expect(form.chosen('Change type')).toEqual(['Major']);
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});

describe('the change form: edit', () => {
  it('loads the change, labels the button Update and sends the id with the whole form', async () => {
    const user = userEvent.setup();
    let loads = 0;
    nock(API)
      .persist()
      .get('/service-desk/api/change/31')
      .reply(200, () => {
        loads += 1;
        return { data: { change: changeFormRecord() } };
      });
    const { posts } = form.answerSave('change', 200, { message: 'Change updated successfully.', data: { id: 31 } });
    const { onSaved } = renderChangeForm({ changeId: 31, problemId: 12 });
    expect(await screen.findByRole('textbox', { name: /Subject/ })).toHaveValue('Replace the VPN gateway');
    expect(form.chosen('Requester')).toEqual(['Rita Requester']);
    expect(form.chosen('Status')).toEqual(['Planning']);
    expect(form.chosen('Change type')).toEqual(['Major']);
    expect(form.chosen('Location')).toEqual(['Berlin']);
    expect(form.chosen('Team')).toEqual(['Network Operations']);
    expect(form.chosen('Assets')).toEqual(['Laptop 11']);
    expectLinkTo('Download plan.pdf', `${API}/service-desk/download/90/sd_changes:31/attachment`);
    await user.clear(form.subject());
    await user.type(form.subject(), 'Replace both gateways');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Change updated successfully.')).toBeInTheDocument();
    const fields = form.multipartFields(posts[0].body);
    expect(fields[0]).toEqual(['id', '31']);
    expect(fields.map(([name]) => name)).not.toContain('problem_id');
    expect(fields).toContainEqual(['subject', 'Replace both gateways']);
    expect(fields).toContainEqual(['attachment_delete', '0']);
    expect(onSaved).toHaveBeenCalledWith('Change updated successfully.', 31);
    // The record reloads after the save, and the button stays available for another update.
    await waitFor(() => expect(loads).toBeGreaterThan(1));
    expect(await screen.findByRole('button', { name: 'Update' })).toBeEnabled();
  });

  it('shows the load error instead of the form', async () => {
    nock(API).get('/service-desk/api/change/31').reply(404, { message: 'Change not found.' });
    renderChangeForm({ changeId: 31 });
    expect(await screen.findByText('Change not found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update' })).toBeNull();
  });
});
