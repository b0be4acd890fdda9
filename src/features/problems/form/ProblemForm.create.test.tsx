import nock from 'nock';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProblemForm } from './ProblemForm';
import { uploadableFile } from '@/testing/files';
import {
  answerSave,
  choose,
  chosen,
  description,
  errorOf,
  fillRequired,
  multipartFields,
  renderForm,
  REQUIRED,
  serveFormLookups,
  setUpFormTests,
  subject,
  refuseSave,
} from '@/testing/recordForm';
import { waitOnRealClock } from '@/testing/realClock';

const scrollTo = setUpFormTests();

const renderCreate = (props: { ticketId?: number; embedded?: boolean } = {}) =>
  renderForm((onSaved) => <ProblemForm onSaved={onSaved} {...props} />);

const identifier = () => screen.getByRole('textbox', { name: 'Identifier' });
const save = () => screen.getByRole('button', { name: 'Save' });

describe('the problem form: validation on submit', () => {
  it('marks every required field with the exact message and sends nothing', async () => {
    const user = userEvent.setup();
    const { scope } = answerSave('problem', 200, { message: 'saved' });
    renderCreate();
    await user.click(save());
    await waitFor(() => expect(subject()).toHaveAttribute('aria-invalid', 'true'));
    expect(errorOf(subject())).toBe(REQUIRED);
    expect(errorOf(description())).toBe(REQUIRED);
    for (const label of ['From', 'Department', 'Impact', 'Status', 'Priority']) {
      const combobox = screen.getByRole('combobox', { name: label });
      expect(combobox).toHaveAttribute('aria-invalid', 'true');
      expect(errorOf(combobox)).toBe(REQUIRED);
    }
    for (const label of ['Location', 'Assigned to', 'Assets']) {
      expect(screen.getByRole('combobox', { name: label })).not.toHaveAttribute('aria-invalid');
    }
    expect(identifier()).not.toHaveAttribute('aria-invalid');
    expect(document.querySelectorAll('.invalid-feedback')).toHaveLength(7);
    expect(scope.isDone()).toBe(false);
  });

  it.each([
    ['subject', 50, subject],
    ['identifier', 45, identifier],
  ])('limits the %s to %i characters', async (name, max, field) => {
    const user = userEvent.setup();
    renderCreate();
    await user.type(field(), 'a'.repeat(max + 1));
    await user.click(save());
    await waitFor(() => expect(errorOf(field())).toBe(`The ${name} should be less than ${max} characters.`));
    await user.clear(field());
    await user.type(field(), 'a'.repeat(max));
    await user.click(save());
    await waitFor(() => expect(field()).not.toHaveAttribute('aria-invalid'));
  });

  it.each([
    ['spaces', '    '],
    ['an empty paragraph', '<p>&nbsp;</p>'],
    ['empty markup', '<p> </p><p><br></p>'],
  ])('counts a description of %s as empty', async (_name, text) => {
    const user = userEvent.setup();
    const { scope } = answerSave('problem', 200, { message: 'saved' });
    renderCreate();
    await fillRequired(user, 'problem');
    fireEvent.change(description(), { target: { value: text } });
    await user.click(save());
    await waitFor(() => expect(errorOf(description())).toBe(REQUIRED));
    expect(scope.isDone()).toBe(false);
  });

  it('counts a whitespace-only subject as empty', async () => {
    const user = userEvent.setup();
    renderCreate();
    await user.type(subject(), '   ');
    await user.click(save());
    await waitFor(() => expect(errorOf(subject())).toBe(REQUIRED));
  });
});

describe('the problem form: the assets field', () => {
  it('shows no assets field when attach_asset is not allowed', async () => {
    nock.cleanAll();
    serveFormLookups({ attachAssets: false });
    renderCreate();
    expect(screen.getByRole('combobox', { name: 'Department' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Assets' })).toBeNull());
  });
});

describe('the problem form: create', () => {
  it('sends a multipart POST with the chosen values and shows the server message', async () => {
    const user = userEvent.setup();
    const { posts, scope } = answerSave('problem', 200, { message: 'Problem created successfully.', data: { id: 42 } });
    const { onSaved } = renderCreate();
    await fillRequired(user, 'problem');
    await user.type(identifier(), 'PRB-9');
    await choose(user, 'Location', 'Berlin');
    await choose(user, 'Assigned to', 'Sam Agent');
    await choose(user, 'Assets', 'Laptop 11');
    await choose(user, 'Assets', 'Router 12');
    const file = uploadableFile('log line', 'vpn.log');
    await user.upload(screen.getByLabelText('Attachment'), file);
    await user.click(save());

    expect(await screen.findByText('Problem created successfully.')).toHaveAttribute('data-area', 'problem-form');
    expect(scope.isDone()).toBe(true);
    const [post] = posts;
    expect(post.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(post.query).toEqual({});
    expect(post.body).toContain('name="subject"');
    const fields = multipartFields(post.body);
    expect(fields).toEqual([
      ['subject', 'VPN drops every hour'],
      ['identifier', 'PRB-9'],
      ['description', '<p>Users lose the tunnel.</p>'],
      ['requester_id', '3'],
      ['department_id', '1'],
      ['impact_id', '2'],
      ['status_type_id', '1'],
      ['priority_id', '4'],
      ['asset_ids[]', '11'],
      ['asset_ids[]', '12'],
      ['location_id', '5'],
      ['assigned_id', '7'],
      ['attachment', 'log line'],
    ]);
    expect(post.body).toMatch(/name="attachment"; filename="vpn.log"/);
    expect(onSaved).toHaveBeenCalledWith('Problem created successfully.', 42);
    expect(scrollTo()).toHaveBeenCalledWith({ top: 0 });
  });

  it('sends the ticket id as the ticket_id query when created from a ticket', async () => {
    const user = userEvent.setup();
    const { posts } = answerSave('problem', 200, { message: 'Problem created successfully.' });
    renderCreate({ ticketId: 77 });
    await fillRequired(user, 'problem');
    await user.click(save());
    await screen.findByText('Problem created successfully.');
    expect(posts[0].query).toEqual({ ticket_id: '77' });
    expect(multipartFields(posts[0].body).map(([name]) => name)).not.toContain('id');
  });

  it('opens the list 3 seconds after a create, not before', async () => {
    const user = userEvent.setup();
    const { scope } = answerSave('problem', 200, { message: 'Problem created successfully.' });
    const { navigateToUrl, onSaved } = renderCreate();
    await fillRequired(user, 'problem');
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    fireEvent.click(save());
    // Waits for the answer on the real clock without moving the fake one; act then renders it.
    await act(async () => {
      await waitOnRealClock(() => onSaved.mock.calls.length > 0);
    });
    expect(scope.isDone()).toBe(true);
    expect(screen.getByText('Problem created successfully.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2999));
    expect(navigateToUrl).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(navigateToUrl).toHaveBeenCalledTimes(1);
    expect(navigateToUrl).toHaveBeenCalledWith('/service-desk/problem/list');
  });

  it('does not redirect when unmounted before the 3 seconds, nor when embedded', async () => {
    const user = userEvent.setup();
    answerSave('problem', 200, { message: 'Problem created successfully.' }, { times: 2 });
    const first = renderCreate();
    await fillRequired(user, 'problem');
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    fireEvent.click(save());
    await act(async () => {
      await waitOnRealClock(() => first.onSaved.mock.calls.length > 0);
    });
    first.unmount();
    act(() => jest.advanceTimersByTime(5000));
    expect(first.navigateToUrl).not.toHaveBeenCalled();
    jest.useRealTimers();

    const embedded = renderCreate({ embedded: true });
    await fillRequired(user, 'problem');
    await user.click(save());
    await screen.findByText('Problem created successfully.');
    expect(embedded.onSaved).toHaveBeenCalledWith('Problem created successfully.', undefined);
    await new Promise((resolve) => setTimeout(resolve, 3100));
    expect(embedded.navigateToUrl).not.toHaveBeenCalled();
  });

  it('sends exactly one request on a double click and disables the button while saving', async () => {
    const user = userEvent.setup();
    const { posts } = answerSave(
      'problem',
      200,
      { message: 'Problem created successfully.' },
      { times: 2, delayMs: 200 },
    );
    nock.emitter.on('no match', () => posts.push({ body: 'unmatched', query: {}, contentType: '' }));
    renderCreate();
    await fillRequired(user, 'problem');
    await user.dblClick(save());
    expect(await screen.findByText('Problem created successfully.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts).toHaveLength(1);
    // After a create the form stays disabled until the list opens.
    expect(save()).toBeDisabled();
    nock.emitter.removeAllListeners('no match');
  });

  it('shows the saving state while the request runs', async () => {
    const user = userEvent.setup();
    answerSave('problem', 200, { message: 'Problem created successfully.' }, { delayMs: 300 });
    renderCreate();
    await fillRequired(user, 'problem');
    await user.click(save());
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    await screen.findByText('Problem created successfully.');
  });
});

describe('the problem form: failed saves', () => {
  it('puts the server field messages on their fields, keeps the typed values and focuses the message', async () => {
    const user = userEvent.setup();
    refuseSave('problem', {
      subject: ['The subject has already been taken.'],
      requester_id: ['The selected requester is inactive.'],
      'asset_ids.0': ['The asset is retired.'],
      ticket_id: ['The ticket is already linked to a problem.'],
    });
    renderCreate();
    await fillRequired(user, 'problem');
    await choose(user, 'Assets', 'Laptop 11');
    await user.click(save());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The given data was invalid. The ticket is already linked to a problem.');
    expect(scrollTo()).toHaveBeenCalledWith({ top: 0 });
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(errorOf(subject())).toBe('The subject has already been taken.');
    expect(errorOf(screen.getByRole('combobox', { name: 'From' }))).toBe('The selected requester is inactive.');
    expect(errorOf(screen.getByRole('combobox', { name: 'Assets' }))).toBe('The asset is retired.');
    expect(subject()).toHaveValue('VPN drops every hour');
    expect(description()).toHaveValue('<p>Users lose the tunnel.</p>');
    expect(chosen('From')).toEqual(['Rita Requester']);
    expect(chosen('Priority')).toEqual(['Urgent']);
    expect(chosen('Assets')).toEqual(['Laptop 11']);
    expect(save()).toBeEnabled();

    // A server message stays until its field changes; the others keep theirs.
    await user.type(subject(), ' again');
    expect(errorOf(subject())).toBeNull();
    expect(errorOf(screen.getByRole('combobox', { name: 'From' }))).toBe('The selected requester is inactive.');
  });

  it('shows the message of a server error and lets the user try again', async () => {
    const user = userEvent.setup();
    answerSave('problem', 500, { message: 'Database unavailable.' });
    const { onSaved, navigateToUrl } = renderCreate();
    await fillRequired(user, 'problem');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable.');
    expect(scrollTo()).toHaveBeenCalledWith({ top: 0 });
    expect(onSaved).not.toHaveBeenCalled();
    expect(subject()).toHaveValue('VPN drops every hour');

    const { scope } = answerSave('problem', 200, { message: 'Problem created successfully.' });
    await user.click(save());
    expect(await screen.findByText('Problem created successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(scope.isDone()).toBe(true);
    expect(navigateToUrl).not.toHaveBeenCalled();
  });

  it('embedded, keeps the window where it is and brings the alert above the scrolling fields into view', async () => {
    const user = userEvent.setup();
    answerSave('problem', 500, { message: 'Database unavailable.' });
    renderCreate({ embedded: true });
    await fillRequired(user, 'problem');
    await user.click(save());
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(scrollTo()).not.toHaveBeenCalled();
    expect(subject().closest('.overflow-auto')).toHaveStyle({ maxHeight: '350px' });
  });
});
