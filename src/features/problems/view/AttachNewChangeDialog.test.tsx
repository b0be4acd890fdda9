import '@/testing/mockProblemAssociates';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProblemViewScreen from '@/features/problems/screens/ProblemViewScreen';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import {
  answerSave,
  fillRequired,
  multipartFields,
  serveChangeFormRender,
  serveFormLookups,
} from '@/testing/recordForm';
import { actOnRealClock } from '@/testing/realClock';
import { serveProblem } from '@/testing/problemView';
import { ATTACHED_CHANGE, PROBLEM_ID, problemActions, problemDetail } from '@/testing/records';

// Filling the form through its comboboxes takes a few seconds on a busy machine.
jest.setTimeout(20_000);

const renderView = () => renderWithPlugin(<ProblemViewScreen params={{ id: String(PROBLEM_ID) }} />);

async function loaded() {
  await screen.findByRole('heading', { level: 1, name: 'VPN drops every hour' });
  await waitFor(() => expect(screen.getByRole('group', { name: 'Actions' }).childElementCount).toBeGreaterThan(0));
}

async function openNewChange() {
  const toggle = screen.getByRole('button', { name: 'Associate' });
  await userEvent.click(toggle);
  const list = toggle.parentElement?.querySelector('.dropdown-menu') as HTMLElement;
  await userEvent.click(within(list).getByText('Attach new change'));
  return screen.findByRole('dialog', { name: 'Attach new change' });
}

beforeEach(() => {
  serveFormLookups();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the attach new change dialog', () => {
  it('is offered with problem_change_attach and no change attached only', async () => {
    serveProblem(problemDetail({ change: ATTACHED_CHANGE }));
    renderView();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Associate' }));
    expect(screen.getByText('Detach change')).toBeInTheDocument();
    expect(screen.queryByText('Attach new change')).toBeNull();
  });

  it('embeds the change form (800 px, scrolling body) and closes without a request on cancel', async () => {
    serveProblem();
    serveChangeFormRender();
    renderView();
    await loaded();
    const dialog = await openNewChange();
    expect(document.querySelector('.sd-dialog-800')).not.toBeNull();
    const subject = await within(dialog).findByRole('textbox', { name: /Subject/ });
    expect(subject.closest('.overflow-auto')).toHaveStyle({ maxHeight: '350px' });
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('posts problem_id, shows the message, closes after 1 s and refreshes the view 1 s later', async () => {
    const user = userEvent.setup();
    const served = serveProblem(problemDetail(), problemActions());
    const { posts } = answerSave('change', 200, { message: 'Change created successfully.', data: { id: 31 } });
    serveChangeFormRender();
    renderView();
    await loaded();
    const dialog = await openNewChange();
    await within(dialog).findByRole('textbox', { name: 'Description' });
    await fillRequired(user, 'change');

    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await actOnRealClock(() => screen.queryByText('Change created successfully.') !== null);
    expect(posts).toHaveLength(1);
    expect(multipartFields(posts[0].body)[0]).toEqual(['problem_id', String(PROBLEM_ID)]);
    expect(within(dialog).getByText('Change created successfully.')).toHaveAttribute('data-area', 'change-form');
    const problemCallsAfterSave = served.problemCalls();
    const modal = dialog.closest('.modal') as HTMLElement;

    act(() => jest.advanceTimersByTime(999));
    expect(modal).toHaveClass('show');
    expect(screen.queryByText('Change created successfully.', { selector: '[data-area="problem-view"] *' })).toBeNull();

    act(() => jest.advanceTimersByTime(1));
    expect(modal).not.toHaveClass('show');
    expect(
      screen.getAllByText('Change created successfully.').some((node) => node.closest('[data-area="problem-view"]')),
    ).toBe(true);

    // The view's refresh (problem, flags, log, associates) runs only after the second second.
    act(() => jest.advanceTimersByTime(999));
    // Long enough for a request the view would have started to be answered.
    await actOnRealClock(() => served.problemCalls() > problemCallsAfterSave, 300);
    expect(served.problemCalls()).toBe(problemCallsAfterSave);

    const actionCalls = served.actionCalls();
    act(() => jest.advanceTimersByTime(1));
    await actOnRealClock(() => served.problemCalls() > problemCallsAfterSave && served.actionCalls() > actionCalls);
    expect(served.problemCalls()).toBe(problemCallsAfterSave + 1);
    expect(served.actionCalls()).toBe(actionCalls + 1);
  });

  it("shows the chosen change type's custom field from the form-render call and sends it as custom_{id}", async () => {
    const user = userEvent.setup();
    serveProblem();
    serveChangeFormRender([
      { key: 'custom_7', label: 'Maintenance window', type: 'text', required: false, change_type_ids: [3] },
    ]);
    const { posts } = answerSave('change', 200, { message: 'Change created successfully.', data: { id: 31 } });
    renderView();
    await loaded();
    const dialog = await openNewChange();
    await within(dialog).findByRole('textbox', { name: 'Description' });
    expect(within(dialog).queryByRole('textbox', { name: 'Maintenance window' })).toBeNull();
    // The required fields include change type Major (id 3).
    await fillRequired(user, 'change');
    await user.type(within(dialog).getByRole('textbox', { name: 'Maintenance window' }), 'Sunday 02:00');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await within(dialog).findByText('Change created successfully.');
    expect(multipartFields(posts[0].body).filter(([name]) => name.startsWith('custom_'))).toEqual([
      ['custom_7', 'Sunday 02:00'],
    ]);
  });
});
