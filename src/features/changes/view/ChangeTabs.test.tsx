import nock from 'nock';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHOW_CHANGE_TASKS_EVENT } from './ChangeTabs';
import { API } from '@/testing/renderWithPlugin';
import { comment, renderChangeView, serveChange, serveChangeRecord, TITLE } from '@/testing/changeView';
import { serveGet } from '@/testing/serve';
import { CHANGE_ID, changeActions, changeViewRecord, VIEW_ONLY_CHANGE_ACTIONS } from '@/testing/records';

async function loaded() {
  await screen.findByRole('heading', { level: 1, name: TITLE });
  await waitFor(() => expect(screen.getByRole('button', { name: 'More' })).toBeInTheDocument());
}

/** Answers the change's attached tickets with one initiating ticket, recording each query. */
const serveTickets = () =>
  serveGet('/service-desk/api/attached-ticket/change', {
    data: {
      tickets: [{ id: 8, ticket_number: 'AAAA-0008', subject: 'VPN drops', type: 'initiating', assigned: null }],
      total: 1,
    },
  });

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('the change view tabs', () => {
  it('shows the tabs the flags allow, discussions first and selected', async () => {
    serveChange();
    renderChangeView();
    await loaded();
    expect(tabNames()).toEqual([
      'Discussions',
      'Activity',
      'Details',
      'Associated assets',
      'Releases',
      'CABs',
      'Associated tickets',
      'Tasks',
    ]);
    expect(screen.getByRole('tab', { name: 'Discussions' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps only discussions and activity without the associate flags', async () => {
    serveChange(
      changeViewRecord(),
      changeActions({
        planning: false,
        associated_assets: false,
        associated_releases: false,
        associated_cabs: false,
        associated_tickets: false,
        associated_tasks: false,
      }),
    );
    renderChangeView();
    await loaded();
    await waitFor(() => expect(tabNames()).toEqual(['Discussions', 'Activity']));
  });

  it('switches to the tasks tab on the event', async () => {
    serveChange();
    nock(API)
      .get('/service-desk/api/attached-task/change')
      .query((query) => query.change_id === String(CHANGE_ID))
      .reply(200, {
        data: {
          data: [
            {
              id: 3,
              task_name: 'Notify affected users',
              task_start_date: '2026-11-21 08:00:00',
              task_end_date: '2026-11-22 08:00:00',
              users: [{ id: 2, full_name: 'Sam Agent' }],
              teams: [],
              assign_to: 'Sam Agent',
            },
          ],
          total: 1,
        },
      })
      .persist();
    renderChangeView();
    await loaded();
    act(() => {
      window.dispatchEvent(new CustomEvent(SHOW_CHANGE_TASKS_EVENT, { detail: { changeId: CHANGE_ID } }));
    });
    expect(screen.getByRole('tab', { name: 'Tasks' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Notify affected users')).toBeInTheDocument();
  });

  it('disables ticket detach with its own tooltip while the details cannot be updated', async () => {
    serveChange(changeViewRecord(), changeActions({ change_details_edit_permission: false }));
    serveTickets();
    renderChangeView();
    await loaded();
    await userEvent.click(screen.getByRole('tab', { name: 'Associated tickets' }));
    const detach = await screen.findByRole('button', { name: 'Detach: AAAA-0008' });
    expect(detach).toBeDisabled();
    expect(detach).toHaveAttribute('title', 'Can Not Update Change Details Until Cab is Approved');
    expect(screen.getByText('Initiating')).toBeInTheDocument();
  });

  it('shows a view-only agent the tickets and their search, without detach', async () => {
    serveChange(changeViewRecord(), VIEW_ONLY_CHANGE_ACTIONS);
    const queries = serveTickets();
    renderChangeView();
    await screen.findByRole('heading', { level: 1, name: TITLE });
    await userEvent.click(await screen.findByRole('tab', { name: 'Associated tickets' }));
    const table = await screen.findByRole('table', { name: 'Associated tickets' });
    await within(table).findByText('VPN drops');
    expect(within(table).queryByRole('button', { name: /Detach/ })).toBeNull();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'vpn');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ search_query: 'vpn', page: '1' }));
    expect(queries.at(-1)).not.toHaveProperty('search-query');
  });

  it('shows planned dates of -- or the zero date as --', async () => {
    serveChange(
      changeViewRecord({
        attach_releases: [
          {
            id: 5,
            subject: 'Mail platform refresh',
            planned_start_date: '0000-00-00 00:00:00',
            planned_end_date: '--',
          } as never,
        ],
      }),
    );
    renderChangeView();
    await loaded();
    await userEvent.click(screen.getByRole('tab', { name: 'Releases' }));
    const row = (await screen.findByRole('link', { name: 'Mail platform refresh' })).closest('tr') as HTMLElement;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[3]).toBe('--');
    expect(cells[4]).toBe('--');
  });
});

describe('the change discussions', () => {
  it('shows the empty state and starts a discussion; submit disabled while empty; sends the comment', async () => {
    serveChange();
    let body = '';
    nock(API)
      .post('/service-desk/api/add-change-comment')
      .reply(function reply(_uri, requestBody) {
        body = String(requestBody);
        return [200, { message: 'Comment added successfully.' }];
      });
    renderChangeView();
    await loaded();
    expect(await screen.findByText('No discussions yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start a discussion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add comment' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Comment' }), 'Window confirmed');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(await screen.findByText('Comment added successfully.')).toBeInTheDocument();
    expect(body).toMatch(/name="change_id"\r\n\r\n31\r\n/);
    expect(body).toMatch(/name="type"\r\n\r\nchange\r\n/);
    expect(body).toMatch(/name="comment"\r\n\r\nWindow confirmed\r\n/);
    expect(body).toMatch(/name="parent_id"\r\n\r\nnull\r\n/);
  });

  it('loads the thread by cursor: the placeholder first, then next_cursor', async () => {
    const cursors: string[] = [];
    serveChangeRecord();
    nock(API)
      .get('/service-desk/api/get-change-comments')
      .query((query) => query.change_id === String(CHANGE_ID) && query.type === 'change')
      .reply((uri) => {
        const cursor = new URL(uri, API).searchParams.get('cursor') ?? '';
        cursors.push(cursor);
        return cursor === 'initial'
          ? [
              200,
              {
                data: {
                  data: [comment(2, '<p>Second</p>', [comment(3, '<p>A reply</p>')])],
                  next_cursor: 'abc',
                },
              },
            ]
          : [200, { data: { data: [comment(1, '<p>First</p>')], next_cursor: null } }];
      })
      .persist();
    renderChangeView();
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.getByText('A reply')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(cursors).toEqual(['initial', 'abc']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows a view-only agent the thread without a way to write, reply, edit or delete', async () => {
    serveChange(changeViewRecord(), VIEW_ONLY_CHANGE_ACTIONS, {
      comments: [comment(2, '<p>Second</p>', [comment(3, '<p>A reply</p>')])],
    });
    renderChangeView();
    expect(await screen.findByText('A reply')).toBeInTheDocument();
    const thread = screen.getByRole('region', { name: 'Discussions' });
    expect(within(thread).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Add comment' })).toBeNull();
  });

  it('offers a view-only agent no way to start a discussion', async () => {
    serveChange(changeViewRecord(), VIEW_ONLY_CHANGE_ACTIONS);
    renderChangeView();
    expect(await screen.findByText('No discussions yet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(8));
    expect(screen.queryByRole('button', { name: 'Start a discussion' })).toBeNull();
  });

  it('clears the thread when it fails to load', async () => {
    serveChangeRecord();
    nock(API).get('/service-desk/api/get-change-comments').query(true).reply(500, { message: 'Down' }).persist();
    renderChangeView();
    expect(await screen.findByText('No discussions yet.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
