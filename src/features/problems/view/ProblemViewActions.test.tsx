import '@/testing/mockProblemAssociates';
import nock from 'nock';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProblemViewScreen from '@/features/problems/screens/ProblemViewScreen';
import type { ProblemActions } from '@/api/problems';
import { API, lookupPage, renderWithPlugin } from '@/testing/renderWithPlugin';
import { serveProblem } from '@/testing/problemView';
import {
  ATTACHED_CHANGE,
  PROBLEM_ID,
  problemActions,
  problemDetail,
  VIEW_ONLY_PROBLEM_ACTIONS,
} from '@/testing/records';
import { expectConfirmationRefused } from '@/testing/confirmations';
import { chooseMenuItem } from '@/testing/menus';

const renderView = () => renderWithPlugin(<ProblemViewScreen params={{ id: String(PROBLEM_ID) }} />);

const CLOSE = `/service-desk/api/problem-close/${PROBLEM_ID}`;
const DELETE = `/service-desk/api/problem-delete/${PROBLEM_ID}`;
const DETACH = `/service-desk/api/problem-detach-change/${PROBLEM_ID}/44`;

/**
 * The view of `problem`, loaded, whose `method` call to `path` the server answers with `status` and
 * `message`; the calls it serves are counted.
 */
async function openViewAnswering(
  method: 'post' | 'delete',
  path: string,
  status: number,
  message: string,
  problem = problemDetail(),
) {
  const served = serveProblem(problem);
  const call = nock(API)[method](path).reply(status, { message });
  const { navigateToUrl } = renderView();
  await loaded();
  return { call, navigateToUrl, served };
}

/** The view of a problem with an attached change, whose detach the server answers with `status` and `message`. */
const openDetachAnswering = (status: number, message: string) =>
  openViewAnswering('delete', DETACH, status, message, problemDetail({ change: ATTACHED_CHANGE }));

async function loaded() {
  await screen.findByRole('heading', { level: 1, name: 'VPN drops every hour' });
  // The menus appear once the flags are in.
  await waitFor(() => expect(screen.getByRole('group', { name: 'Actions' }).childElementCount).toBeGreaterThan(0));
}

/** Opens a menu and returns the names of its items. */
async function menuItems(menu: string): Promise<string[]> {
  const toggle = screen.queryByRole('button', { name: menu });
  if (!toggle) return [];
  await userEvent.click(toggle);
  const list = toggle.parentElement?.querySelector('.dropdown-menu') as HTMLElement;
  await waitFor(() => expect(list).toHaveClass('show'));
  const names = Array.from(list.children).map((item) => item.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  return names;
}

const ALL_ITEMS = {
  Planning: ['Root cause', 'Impact', 'Symptoms', 'Solution'],
  Associate: ['Attach asset', 'Attach ticket', 'Attach new change', 'Attach existing change'],
  More: ['Edit', 'Delete', 'Close problem'],
};

describe('the problem view action menus', () => {
  it('shows every item the flags allow (no change attached)', async () => {
    serveProblem();
    renderView();
    await loaded();
    expect(await menuItems('Planning')).toEqual(ALL_ITEMS.Planning);
    expect(await menuItems('Associate')).toEqual(ALL_ITEMS.Associate);
    expect(await menuItems('More')).toEqual(ALL_ITEMS.More);
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/service-desk/problem/${PROBLEM_ID}/edit`,
    );
  });

  const cases: Array<[keyof ProblemActions, string, string[]]> = [
    ['problem_planning_edit', 'Planning', []],
    ['problem_asset_attach', 'Associate', ['Attach ticket', 'Attach new change', 'Attach existing change']],
    ['problem_ticket_attach', 'Associate', ['Attach asset', 'Attach new change', 'Attach existing change']],
    ['problem_change_attach', 'Associate', ['Attach asset', 'Attach ticket']],
    ['problem_edit', 'More', ['Delete', 'Close problem']],
    ['problem_delete', 'More', ['Edit', 'Close problem']],
    ['problem_close', 'More', ['Edit', 'Delete']],
  ];

  it.each(cases)('leaves out what %s forbids', async (flag, menu, expected) => {
    serveProblem(problemDetail(), problemActions({ [flag]: false }));
    renderView();
    await loaded();
    expect(await menuItems(menu)).toEqual(expected);
    for (const other of Object.keys(ALL_ITEMS).filter((name) => name !== menu) as Array<keyof typeof ALL_ITEMS>) {
      expect(await menuItems(other)).toEqual(ALL_ITEMS[other]);
    }
  });

  it('hides a menu with no items at all', async () => {
    serveProblem(
      problemDetail(),
      problemActions({
        problem_edit: false,
        problem_delete: false,
        problem_close: false,
        problem_planning_edit: false,
      }),
    );
    renderView();
    await loaded();
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Planning' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Associate' })).toBeInTheDocument();
  });

  it('offers a view-only agent no action at all, though the tabs are there', async () => {
    serveProblem(problemDetail(), VIEW_ONLY_PROBLEM_ACTIONS);
    renderView();
    await screen.findByRole('heading', { level: 1, name: 'VPN drops every hour' });
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(5));
    expect(screen.queryByRole('button', { name: 'Planning' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Associate' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('offers detach, not attach, while a change is attached; detach only with its flag', async () => {
    serveProblem(problemDetail({ change: ATTACHED_CHANGE }));
    const first = renderView();
    await loaded();
    expect(await menuItems('Associate')).toEqual(['Attach asset', 'Attach ticket', 'Detach change']);
    first.unmount();
    nock.cleanAll();

    serveProblem(problemDetail({ change: ATTACHED_CHANGE }), problemActions({ problem_change_detach: false }));
    renderView();
    await loaded();
    expect(await menuItems('Associate')).toEqual(['Attach asset', 'Attach ticket']);
  });

  it('opens the menus from the keyboard', async () => {
    serveProblem();
    renderView();
    await loaded();
    screen.getByRole('button', { name: 'More' }).focus();
    await userEvent.keyboard('{Enter}');
    const list = screen.getByRole('button', { name: 'More' }).parentElement?.querySelector('.dropdown-menu');
    await waitFor(() => expect(list).toHaveClass('show'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(list).not.toHaveClass('show'));
  });

  it('renders the menus inside the view, not on the document body', async () => {
    serveProblem();
    const { container } = renderView();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Associate' }));
    const list = screen.getByRole('button', { name: 'Associate' }).parentElement?.querySelector('.dropdown-menu');
    expect(container).toContainElement(list as HTMLElement);
  });
});

describe('the problem view actions', () => {
  it('closes after confirmation, shows the message and refreshes the problem, its flags and its log', async () => {
    const { call: close, served } = await openViewAnswering('post', CLOSE, 200, 'Problem closed successfully.');
    await screen.findByText('Problem created');
    const before = { problem: served.problemCalls(), actions: served.actionCalls(), log: served.logCalls() };
    await chooseMenuItem(userEvent, 'More', 'Close problem');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close problem' }));
    expect(await screen.findByText('Problem closed successfully.')).toHaveAttribute('data-area', 'problem-view');
    expect(close.isDone()).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(served.problemCalls()).toBeGreaterThan(before.problem));
    await waitFor(() => expect(served.actionCalls()).toBeGreaterThan(before.actions));
    // The log reloads a second after the action, not with the problem.
    expect(served.logCalls()).toBe(before.log);
    await waitFor(() => expect(served.logCalls()).toBeGreaterThan(before.log), { timeout: 3000 });
  });

  it('closes the dialog and shows the error when the close fails', async () => {
    await openViewAnswering('post', CLOSE, 403, 'You may not close this problem.');
    await chooseMenuItem(userEvent, 'More', 'Close problem');
    await expectConfirmationRefused('Close problem', 'You may not close this problem.');
  });

  it('deletes after confirmation and goes to the problem list', async () => {
    const { call: deletion, navigateToUrl } = await openViewAnswering(
      'delete',
      DELETE,
      200,
      'Problem deleted successfully.',
    );
    await chooseMenuItem(userEvent, 'More', 'Delete');
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/service-desk/problem/list'));
    expect(deletion.isDone()).toBe(true);
  });

  it('stays on the view with the error when the delete fails', async () => {
    const { navigateToUrl } = await openViewAnswering('delete', DELETE, 403, 'You may not delete this problem.');
    await chooseMenuItem(userEvent, 'More', 'Delete');
    await expectConfirmationRefused('Delete', 'You may not delete this problem.');
    expect(navigateToUrl).not.toHaveBeenCalled();
  });

  it('detaches the change after a 500 px confirmation', async () => {
    const { call: detach } = await openDetachAnswering(200, 'Change detached successfully.');
    await chooseMenuItem(userEvent, 'Associate', 'Detach change');
    const dialog = await screen.findByRole('dialog');
    expect(document.querySelector('.sd-dialog-500')).not.toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Detach' }));
    expect(await screen.findByText('Change detached successfully.')).toBeInTheDocument();
    expect(detach.isDone()).toBe(true);
  });

  it('closes the dialog and shows the error when the detach fails', async () => {
    const { call: detach } = await openDetachAnswering(422, 'The change could not be detached.');
    await chooseMenuItem(userEvent, 'Associate', 'Detach change');
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Detach' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The change could not be detached.');
    expect(within(alert).getByText('The change could not be detached.')).toHaveAttribute('data-area', 'problem-view');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(detach.isDone()).toBe(true);
  });

  it('attaches an existing change: 800 px, submit disabled until one is chosen, then the right path', async () => {
    serveProblem();
    const lookups: Array<Record<string, string>> = [];
    nock(API)
      .get('/service-desk/api/dependency/changes')
      .query((query) => {
        lookups.push(query as Record<string, string>);
        return true;
      })
      .reply(
        200,
        lookupPage([
          { id: 43, name: 'Upgrade the mail server' },
          { id: 44, name: 'Replace the VPN gateway' },
        ]),
      )
      .persist();
    const attach = nock(API)
      .post(`/service-desk/api/problem-attach-change/${PROBLEM_ID}/44`)
      .reply(200, { message: 'Change attached successfully.' });
    renderView();
    await loaded();
    await chooseMenuItem(userEvent, 'Associate', 'Attach existing change');
    const dialog = await screen.findByRole('dialog');
    expect(document.querySelector('.sd-dialog-800')).not.toBeNull();
    const submit = within(dialog).getByRole('button', { name: 'Attach' });
    expect(submit).toBeDisabled();
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Replace the VPN gateway' }));
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(await screen.findByText('Change attached successfully.')).toHaveAttribute('data-area', 'problem-view');
    expect(attach.isDone()).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lookups[0]).toMatchObject({ limit: '10' });
  });

  it('keeps the attach dialog open with the error and the button enabled when attaching fails', async () => {
    serveProblem();
    nock(API)
      .get('/service-desk/api/dependency/changes')
      .query(true)
      .reply(200, lookupPage([{ id: 43, name: 'Upgrade the mail server' }]))
      .persist();
    nock(API)
      .post(`/service-desk/api/problem-attach-change/${PROBLEM_ID}/43`)
      .reply(422, { message: 'The change is already attached to another problem.' });
    renderView();
    await loaded();
    await chooseMenuItem(userEvent, 'Associate', 'Attach existing change');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Upgrade the mail server' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Attach' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The change is already attached to another problem.',
    );
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Attach' })).toBeEnabled();
  });

  it('opens the planning dialog for the chosen entry and shows its message when saved', async () => {
    serveProblem();
    renderView();
    await loaded();
    await chooseMenuItem(userEvent, 'Planning', 'Symptoms');
    const dialog = await screen.findByRole('dialog', { name: 'Planning dialog' });
    expect(dialog).toHaveTextContent(`symptoms of problem ${PROBLEM_ID}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save planning' }));
    expect(await screen.findByText('Planning saved.')).toHaveAttribute('data-area', 'problem-view');
    expect(screen.queryByRole('dialog', { name: 'Planning dialog' })).toBeNull();
  });

  it('opens the attach assets and attach tickets dialogs', async () => {
    serveProblem();
    renderView();
    await loaded();
    await chooseMenuItem(userEvent, 'Associate', 'Attach asset');
    const assets = await screen.findByRole('dialog', { name: 'Attach assets dialog' });
    expect(assets).toHaveTextContent(`for problem ${PROBLEM_ID}`);
    await userEvent.click(within(assets).getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Attach assets dialog done.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Attach assets dialog' })).toBeNull();

    await chooseMenuItem(userEvent, 'Associate', 'Attach ticket');
    const tickets = await screen.findByRole('dialog', { name: 'Attach tickets dialog' });
    await userEvent.click(within(tickets).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('dialog', { name: 'Attach tickets dialog' })).toBeNull();
  });
});
