import nock from 'nock';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { splitMinutes } from '@/format/duration';
import { carriedMessage } from '@/ui/carriedMessage';
import { expectLinkTo } from '@/testing/links';
import { API, lookupPage } from '@/testing/renderWithPlugin';
import { renderChangeView, serveChange, TITLE } from '@/testing/changeView';
import { CHANGE_ID, changeActions, changeViewRecord } from '@/testing/records';

async function loaded() {
  await screen.findByRole('heading', { level: 1, name: TITLE });
  await waitFor(() => expect(screen.getByRole('button', { name: 'More' })).toBeInTheDocument());
}

function field(name: string): string | null {
  const element = document.querySelector(`[data-field="${name}"] dd`);
  return element ? element.textContent : null;
}

async function chooseFrom(menu: string, item: string) {
  await userEvent.click(screen.getByRole('button', { name: menu }));
  await userEvent.click(await screen.findByRole('button', { name: item }));
}

const chooseMore = (item: string) => chooseFrom('More', item);

/** In `dialog`, Attach waits for a choice: picks the `role` option `name`, then presses Attach. */
async function attachAfterChoosing(dialog: HTMLElement, role: 'radio' | 'checkbox', name: string) {
  expect(within(dialog).getByRole('button', { name: 'Attach' })).toBeDisabled();
  await userEvent.click(await within(dialog).findByRole(role, { name }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Attach' }));
}

/** The loaded change view with its delete confirmation open; the server answers the delete with `status` and `message`. */
async function openDeleteAnswering(status: number, message: string) {
  serveChange();
  nock(API).delete(`/service-desk/api/change/${CHANGE_ID}`).reply(status, { message });
  const { navigateToUrl } = renderChangeView();
  await loaded();
  await chooseMore('Delete');
  return navigateToUrl;
}

/** Chooses `item` in the `menu` menu: the dialog it opens, named after it. */
async function openDialogFrom(menu: string, item: string) {
  await chooseFrom(menu, item);
  return screen.findByRole('dialog', { name: item });
}

describe('the duration arithmetic', () => {
  it.each([
    [0, 0, 0],
    [59, 0, 59],
    [60, 1, 0],
    [125, 2, 5],
    [1439, 23, 59],
  ])('%i minutes are %i hours and %i minutes', (total, hours, minutes) => {
    expect(splitMinutes(total)).toEqual({ hours, minutes });
  });
});

describe('the change info grid', () => {
  it('says one hour and one minute in the singular', async () => {
    serveChange(changeViewRecord({ total_activity_duration: 61 }));
    renderChangeView();
    await loaded();
    expect(field('total_activity_duration')).toBe('1 hour 1 minute');
  });

  it('shows each field only when present, the duration in hours and minutes, and the attachments', async () => {
    serveChange();
    renderChangeView();
    await loaded();
    expect(field('agent')).toBe('Sam Agent');
    expect(field('department')).toBe('Network');
    expect(field('impact_type')).toBe('High');
    expect(field('location')).toBe('London');
    expect(field('priority')).toBe('Urgent');
    expect(field('team')).toBeNull();
    expect(field('change_closed_on')).toBeNull();
    expect(field('total_activity_duration')).toBe('2 hours 5 minutes');
    const grid = (name: string) => document.querySelector(`[data-field="${name}"] dd a`);
    expect(grid('agent')).toHaveAttribute('href', '/user/2');
    expect(grid('department')).toHaveAttribute('href', '/department/1');
    expect(grid('impact_type')).toBeNull();
    expectLinkTo('Rita Requester', '/user/3');
    expectLinkTo('Download plan.pdf', `${API}/service-desk/download/9/sd_changes:${CHANGE_ID}/attachment`);
  });

  it('shows the sanitised description in a modal', async () => {
    serveChange();
    renderChangeView();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Show description' }));
    const dialog = await screen.findByRole('dialog', { name: 'Description' });
    expect(within(dialog).getByText('switch')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
  });
});

describe('the change view dialogs', () => {
  it('assign: submit disabled until an agent is chosen, then calls assign and shows the message', async () => {
    const served = serveChange();
    nock(API)
      .get('/api/dependency/agents')
      .query(true)
      .reply(200, lookupPage([{ id: 7, name: 'Sam Agent' }]));
    const assign = nock(API)
      .get(`/service-desk/api/change/assign/7/${CHANGE_ID}`)
      .reply(200, { message: 'Change assigned successfully.' });
    renderChangeView();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign' });
    const submit = within(dialog).getAllByRole('button', { name: 'Assign' }).at(-1) as HTMLElement;
    expect(submit).toBeDisabled();
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Sam Agent' }));
    expect(submit).toBeEnabled();
    const before = served.changeCalls();
    await userEvent.click(submit);
    expect(await screen.findByText('Change assigned successfully.')).toBeInTheDocument();
    expect(assign.isDone()).toBe(true);
    await waitFor(() => expect(served.changeCalls()).toBeGreaterThan(before));
  });

  it('activity duration: required minutes, the PATCH body, and a server message kept in the dialog', async () => {
    serveChange();
    const bodies: unknown[] = [];
    nock(API)
      .patch(`/service-desk/api/update-activity-duration/${CHANGE_ID}`)
      .reply((_uri, body) => {
        bodies.push(body);
        return bodies.length === 1
          ? [422, { message: 'The total activity duration is too long.', errors: {} }]
          : [200, { message: 'Activity duration updated successfully.' }];
      })
      .persist();
    renderChangeView();
    await loaded();
    const dialog = await openDialogFrom('More', 'Update activity duration');
    expect(within(dialog).getByText('Total activity duration: 2 hours 5 minutes')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(within(dialog).getByText('This field is required.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Time (minutes)'), '90');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('The total activity duration is too long.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Time (minutes)')).toHaveValue(90);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Activity duration updated successfully.')).toBeInTheDocument();
    expect(bodies).toEqual([{ total_activity_duration: 90 }, { total_activity_duration: 90 }]);
  });

  it('close: asks first, then closes and refreshes the view', async () => {
    const served = serveChange();
    const close = nock(API)
      .post(`/service-desk/api/change-close/${CHANGE_ID}`)
      .reply(200, { message: 'Change closed successfully.' });
    renderChangeView();
    await loaded();
    await chooseMore('Close change');
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(within(dialog).getByText('Are you sure?')).toBeInTheDocument();
    const before = served.changeCalls();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close change' }));
    expect(await screen.findByText('Change closed successfully.')).toBeInTheDocument();
    expect(close.isDone()).toBe(true);
    await waitFor(() => expect(served.changeCalls()).toBeGreaterThan(before));
  });

  it('delete: asks first, then deletes and goes to the change list', async () => {
    const navigateToUrl = await openDeleteAnswering(200, 'Change deleted successfully.');
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/service-desk/changes/list'));
    // The list the user lands on shows the message.
    expect(carriedMessage()).toBe('Change deleted successfully.');
    window.sessionStorage.clear();
  });

  it('a failed delete closes the confirmation and shows the server message', async () => {
    const navigateToUrl = await openDeleteAnswering(403, 'You may not delete changes.');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('You may not delete changes.')).toBeInTheDocument();
    expect(navigateToUrl).not.toHaveBeenCalled();
  });

  it('existing release: attach disabled until a release is chosen, then attaches it', async () => {
    serveChange();
    nock(API)
      .get('/service-desk/api/dependency/releases')
      .query(true)
      .reply(200, lookupPage([{ id: 4, name: 'REL-0004 Security hardening bundle' }]));
    const attach = nock(API)
      .post(`/service-desk/api/change/attach-release/${CHANGE_ID}/4`)
      .reply(200, { message: 'Release attached successfully.' });
    renderChangeView();
    await loaded();
    const dialog = await openDialogFrom('Release', 'Existing release');
    await attachAfterChoosing(dialog, 'radio', 'REL-0004 Security hardening bundle');
    expect(await screen.findByText('Release attached successfully.')).toBeInTheDocument();
    expect(attach.isDone()).toBe(true);
  });

  it('tickets: attaches the chosen tickets with their type; a failure keeps the dialog open', async () => {
    serveChange(changeViewRecord(), changeActions());
    nock(API)
      .get('/service-desk/api/dependency/tickets_based_on_change')
      .query((query) => query.change_id === String(CHANGE_ID) && query.supplements === undefined)
      .reply(200, lookupPage([{ id: 8, name: '#AAAA-0008 VPN drops' }]))
      .persist();
    const bodies: unknown[] = [];
    nock(API)
      .post('/service-desk/api/attach-ticket/change')
      .reply((_uri, body) => {
        bodies.push(body);
        return bodies.length === 1
          ? [500, { message: 'The server is busy.' }]
          : [200, { message: 'Tickets attached successfully.' }];
      })
      .persist();
    renderChangeView();
    await loaded();
    const dialog = await openDialogFrom('Associate', 'Tickets caused due to this change');
    await attachAfterChoosing(dialog, 'checkbox', '#AAAA-0008 VPN drops');
    expect(await within(dialog).findByText('The server is busy.')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: '#AAAA-0008 VPN drops' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Attach' }));
    expect(await screen.findByText('Tickets attached successfully.')).toBeInTheDocument();
    expect(bodies[1]).toEqual({ change_id: CHANGE_ID, ticket_ids: [8], type: 'initiated' });
  });

  it('shows the tab an action changed, after the tab loader', async () => {
    serveChange(changeViewRecord(), changeActions());
    const row = { id: 8, ticket_number: 'AAAA-0008', subject: 'VPN drops', type: 'initiated' };
    nock(API)
      .get('/service-desk/api/attached-ticket/change')
      .query(true)
      .reply(200, { data: { tickets: [row], total: 1 } })
      .persist();
    nock(API)
      .get('/service-desk/api/dependency/tickets_based_on_change')
      .query(true)
      .reply(200, lookupPage([{ id: 8, name: '#AAAA-0008 VPN drops' }]))
      .persist();
    nock(API).post('/service-desk/api/attach-ticket/change').reply(200, { message: 'Tickets attached successfully.' });
    renderChangeView();
    await loaded();
    expect(screen.getByRole('tab', { name: 'Discussions' })).toHaveAttribute('aria-selected', 'true');
    const dialog = await openDialogFrom('Associate', 'Tickets caused due to this change');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: '#AAAA-0008 VPN drops' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Attach' }));
    expect(await screen.findByText('Tickets attached successfully.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Associated tickets' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading');
    // The tab's own content comes once the tab loader's 3 seconds are over.
    expect(await within(panel).findByRole('link', { name: 'VPN drops' }, { timeout: 6000 })).toHaveAttribute(
      'href',
      '/thread/8',
    );
  });
});
