import nock from 'nock';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderChangeView, serveChange, TITLE } from '@/testing/changeView';
import { expectLinkTo } from '@/testing/links';
import { API } from '@/testing/renderWithPlugin';
import { CHANGE_ID, changeActions, changeViewRecord, VIEW_ONLY_CHANGE_ACTIONS } from '@/testing/records';

async function loaded() {
  await screen.findByRole('heading', { level: 1, name: TITLE });
  await waitFor(() => expect(screen.getByRole('button', { name: 'More' })).toBeInTheDocument());
}

function toolbarEntries(): string[] {
  return Array.from(screen.getByRole('toolbar', { name: 'Actions' }).children).map(
    (entry) => (entry as HTMLElement).dataset.toolbarEntry ?? '',
  );
}

async function menuItems(menu: string): Promise<string[]> {
  const toggle = screen.getByRole('button', { name: menu });
  await userEvent.click(toggle);
  const list = toggle.closest('.dropdown')?.querySelector('.dropdown-menu') as HTMLElement;
  await waitFor(() => expect(list).toHaveClass('show'));
  const names = Array.from(list.children).map((item) => item.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  return names;
}

describe('the change view toolbar', () => {
  it('shows the subject cut to 50 characters, the summary band and every entry in order', async () => {
    serveChange();
    renderChangeView();
    await loaded();
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('title', changeViewRecord().subject);
    const summary = screen.getByLabelText('Summary');
    expect(within(summary).getByText('Rita Requester')).toBeInTheDocument();
    expect(within(summary).getByText('Open')).toBeInTheDocument();
    expect(within(summary).getByText('Standard')).toBeInTheDocument();
    expect(toolbarEntries()).toEqual([
      'planning',
      'associate',
      'apply-cab',
      'attach-asset',
      'release',
      'tasks',
      'assign',
      'print',
      'more',
    ]);
    expect(await menuItems('Planning')).toEqual(['Reason for change', 'Impact', 'Rollout plan', 'Backout plan']);
    expect(await menuItems('Associate')).toEqual([
      'Tickets initiating this change',
      'Tickets caused due to this change',
    ]);
    expect(await menuItems('Release')).toEqual(['New release', 'Existing release']);
    expect(await menuItems('More')).toEqual(['Edit', 'Delete', 'Close change', 'Update activity duration']);
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expectLinkTo('Edit', `/service-desk/changes/${CHANGE_ID}/edit`);
  });

  it('prints in a new tab', async () => {
    serveChange();
    renderChangeView();
    await loaded();
    const print = screen.getByRole('link', { name: 'Print' });
    expect(print).toHaveAttribute('href', `http://sd.test/service-desk/api/change-print/${CHANGE_ID}`);
    expect(print).toHaveAttribute('target', '_blank');
  });

  it('offers detach labelled with the first 10 characters of the attached release', async () => {
    serveChange(
      changeViewRecord({ release: { id: 5, subject: 'Windows 11 rollout wave 2' } }),
      changeActions({ change_release_attach: false, change_release_detach: true }),
    );
    renderChangeView();
    await loaded();
    expect(await menuItems('Release')).toEqual(['Detach Windows 11...']);
  });

  it('leaves out what the flags do not allow; duration stays', async () => {
    serveChange(
      changeViewRecord(),
      changeActions({
        change_edit: false,
        change_delete: false,
        change_close: false,
        change_release_attach: false,
        allowed_enforce_cab: false,
      }),
    );
    renderChangeView();
    await loaded();
    expect(toolbarEntries()).not.toContain('release');
    expect(toolbarEntries()).not.toContain('apply-cab');
    expect(await menuItems('More')).toEqual(['Update activity duration']);
  });

  it('offers the tasks with attach_task: View tasks switches to the tasks tab', async () => {
    serveChange();
    const tasks = nock(API)
      .get('/service-desk/api/attached-task/change')
      .query(true)
      .reply(200, { data: { data: [], total: 0 } });
    renderChangeView();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'View tasks' }));
    expect(await screen.findByRole('tab', { name: 'Tasks', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(tasks.isDone()).toBe(true));
  });

  it('has no task entry without attach_task', async () => {
    serveChange(changeViewRecord(), changeActions({ attach_task: false }));
    renderChangeView();
    await loaded();
    expect(toolbarEntries()).not.toContain('tasks');
  });

  it('offers a view-only agent nothing but Print, though every tab is there', async () => {
    serveChange(changeViewRecord(), VIEW_ONLY_CHANGE_ACTIONS);
    renderChangeView();
    await screen.findByRole('heading', { level: 1, name: TITLE });
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(8));
    expect(toolbarEntries()).toEqual(['print']);
  });

  it('opens the Apply CAB dialog from its button', async () => {
    serveChange();
    renderChangeView();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Apply CAB' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply CAB' });
    expect(within(dialog).getByRole('button', { name: 'Proceed' })).toBeDisabled();
  });

  it('disables the detail buttons with the tooltip while the details cannot be updated', async () => {
    serveChange(changeViewRecord(), changeActions({ change_details_edit_permission: false }));
    renderChangeView();
    await loaded();
    const hint = 'The change details cannot be updated until the CAB approves the change.';
    for (const name of ['Planning', 'Associate', 'Attach asset', 'Release', 'Assign']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('title', hint);
    }
    expect(screen.getByRole('button', { name: 'More' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Print' })).toBeInTheDocument();
  });

  it('shows the awaiting-approval banner and offers neither edit nor close while a CAB decides', async () => {
    serveChange(changeViewRecord(), changeActions({ change_details_edit_permission: false }));
    renderChangeView();
    await loaded();
    const banner = await screen.findByText('Awaiting CAB approval');
    expect(banner.closest('[role="status"]')).toHaveTextContent(/its details cannot be changed/);
    expect(await menuItems('More')).toEqual(['Delete', 'Update activity duration']);
  });

  it('shows no banner while the details can be updated', async () => {
    serveChange();
    renderChangeView();
    await loaded();
    expect(screen.queryByText('Awaiting CAB approval')).not.toBeInTheDocument();
  });
});
