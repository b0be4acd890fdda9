import nock from 'nock';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PlanningTab from './PlanningTab';
import type { PlanningEntry } from '@/api/planning';
import { API, renderWithPlugin } from '@/testing/renderWithPlugin';
import { expectConfirmationRefused } from '@/testing/confirmations';
import { askToConfirm } from '@/testing/listScreen';

const ENTRIES: PlanningEntry[] = [
  {
    key: 'root-cause',
    title: null,
    description: '<p>Disk <strong>full</strong></p><img src="x" onerror="alert(1)">',
    updated_at: '2026-11-20 09:30:00',
    attachment: { id: 31, value: 'trace.pdf', size: 2048, type: 'pdf', owner: 'sd_problem:4' },
  },
  {
    key: 'solution',
    title: 'Grow the volume',
    description: '<p>Add 20 GB</p>',
    updated_at: '2026-11-21 14:05:00',
    attachment: null,
  },
];

function servePlanning(entries: PlanningEntry[]) {
  return nock(API)
    .get('/service-desk/api/problem-planning/4')
    .reply(200, { data: { planning_popups: entries } });
}

describe('the planning tab', () => {
  it('shows each note with its title, time, sanitised description and attachment', async () => {
    servePlanning(ENTRIES);
    renderWithPlugin(<PlanningTab problemId={4} onChanged={jest.fn()} />);
    const rootCause = (await screen.findByRole('heading', { name: 'Root cause' })).closest('article') as HTMLElement;
    expect(rootCause).toHaveTextContent('Nov 20, 2026, 09:30');
    expect(within(rootCause).getByText('full').tagName).toBe('STRONG');
    expect(rootCause.querySelector('[onerror]')).toBeNull();
    expect(within(rootCause).getByRole('link', { name: 'Download trace.pdf' })).toHaveAttribute(
      'href',
      `${API}/service-desk/download/31/sd_problem:4/attachment`,
    );
    // The solution is headed by its own title.
    const solution = screen.getByRole('heading', { name: 'Grow the volume' }).closest('article') as HTMLElement;
    expect(solution).toHaveTextContent('Add 20 GB');
    expect(within(solution).queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit: Grow the volume' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete: Root cause' })).toBeInTheDocument();
  });

  it("shows 'no data found' when there is no note", async () => {
    servePlanning([]);
    renderWithPlugin(<PlanningTab problemId={4} onChanged={jest.fn()} />);
    expect(await screen.findByText('no data found')).toBeInTheDocument();
  });

  it('fails silently: the loader stops and the list is empty, with no alert', async () => {
    const scope = nock(API).get('/service-desk/api/problem-planning/4').reply(500, { message: 'Planning exploded.' });
    renderWithPlugin(<PlanningTab problemId={4} onChanged={jest.fn()} />);
    expect(await screen.findByText('no data found')).toBeInTheDocument();
    expect(scope.isDone()).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Planning exploded.')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('deletes a note after confirmation, then reloads and tells the view', async () => {
    servePlanning(ENTRIES);
    const deletion = nock(API)
      .delete('/service-desk/api/delete/general-popup/4/sd_problem/root-cause')
      .reply(200, { message: 'Root cause deleted.' });
    servePlanning([ENTRIES[1]]);
    const onChanged = jest.fn();
    renderWithPlugin(<PlanningTab problemId={4} onChanged={onChanged} />);
    const dialog = await askToConfirm('Delete: Root cause');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Root cause deleted.')).toHaveAttribute('data-area', 'problemAssociates');
    expect(deletion.isDone()).toBe(true);
    expect(onChanged).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Root cause' })).toBeNull());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes the confirmation and shows the error when the delete fails', async () => {
    servePlanning(ENTRIES).persist();
    nock(API)
      .delete('/service-desk/api/delete/general-popup/4/sd_problem/solution')
      .reply(403, { message: 'Not allowed to delete planning.' });
    const onChanged = jest.fn();
    renderWithPlugin(<PlanningTab problemId={4} onChanged={onChanged} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete: Grow the volume' }));
    await expectConfirmationRefused('Delete', 'Not allowed to delete planning.');
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('opens the planning popup of a note with Edit', async () => {
    servePlanning(ENTRIES);
    nock(API)
      .get('/service-desk/api/general-popup/4/sd_problem/solution')
      .reply(200, {
        data: {
          general_info: {
            identifier: 'solution',
            title: 'Grow the volume',
            description: 'Add 20 GB',
            attachment: null,
          },
        },
      });
    renderWithPlugin(<PlanningTab problemId={4} onChanged={jest.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit: Grow the volume' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Solution' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('textbox', { name: 'Title' })).toHaveValue('Grow the volume');
    expect(await within(dialog).findByRole('textbox', { name: /Description/ })).toHaveValue('Add 20 GB');
  });
});
