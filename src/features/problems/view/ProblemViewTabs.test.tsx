import '@/testing/mockProblemAssociates';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProblemViewScreen from '@/features/problems/screens/ProblemViewScreen';
import type { ProblemActions } from '@/api/problems';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { serveProblem } from '@/testing/problemView';
import { ATTACHED_CHANGE, PROBLEM_ID, problemActions, problemDetail } from '@/testing/records';
import { expectDescriptions } from '@/testing/texts';

const renderView = () => renderWithPlugin(<ProblemViewScreen params={{ id: String(PROBLEM_ID) }} />);

const ALL_TABS = ['Activity log', 'Planning', 'Associated assets', 'Associated changes', 'Associated tickets'];

async function tabNames(): Promise<string[]> {
  await screen.findByText('Problem created');
  // The flag-dependent tabs come with the flags.
  return screen.getAllByRole('tab').map((tab) => tab.textContent ?? '');
}

afterEach(() => {
  jest.useRealTimers();
});

describe('the problem view tabs', () => {
  it('shows every tab the flags allow, the activity log first and selected', async () => {
    serveProblem();
    renderView();
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(5));
    expect(await tabNames()).toEqual(ALL_TABS);
    expect(screen.getByRole('tab', { name: 'Activity log' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Problem created');
  });

  const cases: Array<[keyof ProblemActions, string]> = [
    ['check_planning', 'Planning'],
    ['associated_asset', 'Associated assets'],
    ['associated_change', 'Associated changes'],
    ['associated_ticket', 'Associated tickets'],
  ];

  it.each(cases)('leaves out the tab %s forbids', async (flag, tab) => {
    serveProblem(problemDetail(), problemActions({ [flag]: false }));
    renderView();
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(4));
    expect(await tabNames()).toEqual(ALL_TABS.filter((name) => name !== tab));
  });

  it('always shows the activity log, even with no flags at all', async () => {
    serveProblem(
      problemDetail(),
      problemActions({
        check_planning: false,
        associated_asset: false,
        associated_change: false,
        associated_ticket: false,
      }),
    );
    renderView();
    await screen.findByText('Problem created');
    // The flags are in once the Associate menu shows its one remaining item.
    await screen.findByRole('button', { name: 'Associate' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Activity log']);
  });

  it('shows a loader for 3 seconds after a switch, then the tab', async () => {
    serveProblem(problemDetail({ change: ATTACHED_CHANGE }));
    renderView();
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(5));
    await screen.findByText('Problem created');
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('tab', { name: 'Associated changes' }));
    expect(screen.getByRole('tab', { name: 'Associated changes' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading...');
    expect(panel).not.toHaveTextContent('Replace the VPN gateway');
    act(() => jest.advanceTimersByTime(2999));
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading...');
    act(() => jest.advanceTimersByTime(1));
    expect(within(screen.getByRole('tabpanel')).queryByRole('status')).toBeNull();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Replace the VPN gateway');
  });

  it('moves between the tabs with the arrow keys', async () => {
    serveProblem();
    renderView();
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(5));
    const activity = screen.getByRole('tab', { name: 'Activity log' });
    expect(activity).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Planning' })).toHaveAttribute('tabindex', '-1');
    activity.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Planning' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Planning' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Associated tickets' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(activity).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', activity.id);
  });

  it('shows the attached change read-only, with what it has', async () => {
    serveProblem(problemDetail({ change: ATTACHED_CHANGE }));
    renderView();
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(5));
    await userEvent.click(screen.getByRole('tab', { name: 'Associated changes' }));
    const card = await screen.findByRole('region', { name: 'Associated change' }, { timeout: 4000 });
    expectDescriptions(card, {
      'Created at': 'Nov 19, 2026, 14:00',
      Status: 'Planned',
      Requester: 'Rita Requester',
      Subject: 'Replace the VPN gateway',
      'Change type': 'Standard',
      Impact: 'Low',
      Location: 'Berlin office',
      Department: 'Network',
      Team: 'Infrastructure',
      Priority: 'Medium',
    });
    expect(within(card).queryByRole('button')).toBeNull();
  }, 10_000);

  it("shows 'no data found' on the changes tab when no change is attached", async () => {
    serveProblem(problemDetail({ change: [] }));
    renderView();
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(5));
    await screen.findByText('Problem created');
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('tab', { name: 'Associated changes' }));
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('no data found');
  });

  it('mounts the planning, assets and tickets tabs with the problem id and refreshes on their changes', async () => {
    const served = serveProblem();
    renderView();
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(5));
    await screen.findByText('Problem created');
    jest.useFakeTimers();
    for (const [tab, content] of [
      ['Planning', 'Planning tab'],
      ['Associated assets', 'Assets tab'],
      ['Associated tickets', 'Tickets tab'],
    ]) {
      fireEvent.click(screen.getByRole('tab', { name: tab }));
      act(() => jest.advanceTimersByTime(3000));
      jest.useRealTimers();
      expect(await screen.findByText(`${content} of problem ${PROBLEM_ID}`)).toBeInTheDocument();
      jest.useFakeTimers();
    }
    jest.useRealTimers();
    const before = served.problemCalls();
    fireEvent.click(screen.getByRole('button', { name: 'Change from Tickets tab' }));
    await waitFor(() => expect(served.problemCalls()).toBeGreaterThan(before));
  });
});
