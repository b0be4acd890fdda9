import { useCallback } from 'react';
import nock from 'nock';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActivityLog, type ActivityLogParams } from '@/ui/ActivityLog';
import { fetchProblemLog, type ActivityLogEntry as ProblemLogEntry } from '@/api/activity-logs';
import { useHttp } from '@/host/PluginContext';
import { API, renderWithPlugin } from '@/testing/renderWithPlugin';
import { pageNumbers } from '@/testing/listScreen';
import { serveGet } from '@/testing/serve';

function entry(id: number, createdAt: string, overrides: Partial<ProblemLogEntry> = {}): ProblemLogEntry {
  return {
    id,
    name: `<p>Log line <strong>${id}</strong></p>`,
    created_at: createdAt,
    creator: { id: 3, full_name: 'Rita Requester', profile_pic: `https://pics.test/${id}.png` },
    ...overrides,
  };
}

/** Answers every log call with `entries` and `total`, recording the query strings. */
function serveLog(entries: ProblemLogEntry[], total = entries.length) {
  return serveGet('/service-desk/api/problem-log/7', {
    data: { problem_activity_logs: { data: entries, total, per_page: 10 } },
  });
}

function ProblemLog() {
  const http = useHttp();
  const fetchPage = useCallback(
    async (params: ActivityLogParams, signal: AbortSignal) => fetchProblemLog(http, 7, params, signal),
    [http],
  );
  return <ActivityLog fetchPage={fetchPage} queryKey={['problems', 7, 'log']} />;
}

const sizeSelect = () => screen.getByRole('combobox', { name: 'Rows per page' });
const orderSelect = () => screen.getByRole('combobox', { name: 'Order' });

describe('the activity log', () => {
  it('asks for page 1 of 10, newest first, and offers the sizes 10, 25, 50 and 100', async () => {
    const queries = serveLog([entry(1, '2026-11-22 09:30:00')]);
    renderWithPlugin(<ProblemLog />);
    await screen.findByRole('link', { name: 'Rita Requester' });
    expect(queries[0]).toEqual({ page: '1', limit: '10', 'sort-order': 'desc' });
    expect(
      within(sizeSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '25', '50', '100']);
    expect(sizeSelect()).toHaveValue('10');
    expect(orderSelect()).toHaveValue('desc');
    expect(within(orderSelect()).getByRole('option', { selected: true })).toHaveTextContent('Newest first');
  });

  it('groups the entries by day, with the creator picture, the link to the user and the sanitised text', async () => {
    serveLog([
      entry(1, '2026-11-22 09:30:00'),
      entry(2, '2026-11-22 08:15:00', {
        creator: { id: 5, full_name: 'Sam Agent', profile_pic: null },
        name: '<p>Closed<img src="x" onerror="alert(1)"><script>alert(2)</script></p>',
      }),
      entry(3, '2026-11-21 17:00:00', { creator: null, name: 'Approved becomes Active' }),
    ]);
    const { container } = renderWithPlugin(<ProblemLog />);
    const days = await screen.findAllByRole('heading', { level: 3 });
    expect(days.map((day) => day.textContent)).toEqual(['Nov 22, 2026', 'Nov 21, 2026']);
    const firstDay = days[0].parentElement as HTMLElement;
    expect(within(firstDay).getAllByRole('listitem')).toHaveLength(2);
    expect(within(days[1].parentElement as HTMLElement).getAllByRole('listitem')).toHaveLength(1);

    const [first, second] = within(firstDay).getAllByRole('listitem');
    expect(within(first).getByRole('img', { name: 'Rita Requester' })).toHaveAttribute(
      'src',
      'https://pics.test/1.png',
    );
    expect(within(first).getByRole('link', { name: 'Rita Requester' })).toHaveAttribute('href', '/user/3');
    expect(first).toHaveTextContent('09:30');
    expect(within(first).getByText('1').tagName).toBe('STRONG');

    expect(within(second).queryByRole('img', { name: 'Sam Agent' })).toBeNull();
    expect(within(second).getByTestId('log-avatar-placeholder')).toHaveTextContent('S');
    expect(within(second).getByRole('link', { name: 'Sam Agent' })).toHaveAttribute('href', '/user/5');
    expect(second).toHaveTextContent('Closed');
    // An entry the system wrote (a workflow, the contract scheduler) is signed System, with no link.
    const [third] = within(days[1].parentElement as HTMLElement).getAllByRole('listitem');
    expect(within(third).getByTestId('log-avatar-system')).toBeInTheDocument();
    expect(third).toHaveTextContent(/^System17:00Approved becomes Active$/);
    expect(within(third).queryByRole('link')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('goes back to page 1 after the page size changes', async () => {
    const queries = serveLog([entry(1, '2026-11-22 09:30:00')], 60);
    renderWithPlugin(<ProblemLog />);
    await screen.findByRole('link', { name: 'Rita Requester' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '3', limit: '10', 'sort-order': 'desc' }));
    await userEvent.selectOptions(sizeSelect(), '25');
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', limit: '25', 'sort-order': 'desc' }));
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('goes back to page 1 after the order changes, sending the order as it is', async () => {
    const queries = serveLog([entry(1, '2026-11-22 09:30:00')], 60);
    renderWithPlugin(<ProblemLog />);
    await screen.findByRole('link', { name: 'Rita Requester' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ page: '2' }));
    await userEvent.selectOptions(orderSelect(), 'asc');
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', limit: '10', 'sort-order': 'asc' }));
  });

  it('shows no pagination for 10 entries', async () => {
    serveLog([entry(1, '2026-11-22 09:30:00')], 10);
    renderWithPlugin(<ProblemLog />);
    await screen.findByRole('link', { name: 'Rita Requester' });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('shows pagination from 11 entries', async () => {
    serveLog([entry(1, '2026-11-22 09:30:00')], 11);
    renderWithPlugin(<ProblemLog />);
    await screen.findByRole('navigation', { name: 'Pagination' });
    expect(pageNumbers()).toEqual(['1', '2']);
  });

  it('shows at most 5 page links', async () => {
    serveLog([entry(1, '2026-11-22 09:30:00')], 200);
    renderWithPlugin(<ProblemLog />);
    await screen.findByRole('navigation', { name: 'Pagination' });
    expect(pageNumbers()).toEqual(['1', '2', '3', '4', '5']);
  });

  it('shows no data found when the log is empty', async () => {
    serveLog([], 0);
    renderWithPlugin(<ProblemLog />);
    expect(await screen.findByText('no data found')).toBeInTheDocument();
  });

  it('fails silently: the loader stops and the list is empty, without an error', async () => {
    const call = nock(API)
      .get('/service-desk/api/problem-log/7')
      .query(true)
      .reply(500, { message: 'The log could not be read.' });
    renderWithPlugin(<ProblemLog />);
    expect(await screen.findByText('no data found')).toBeInTheDocument();
    expect(call.isDone()).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('The log could not be read.')).toBeNull();
    expect(screen.queryByText('Loading...')).toBeNull();
  });
});
