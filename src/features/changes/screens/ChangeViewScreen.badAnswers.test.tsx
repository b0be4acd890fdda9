import nock from 'nock';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { API, lookupPage } from '@/testing/renderWithPlugin';
import { describeBadAnswers, describeDoubleSubmits, dialog } from '@/testing/badAnswers';
import { allowAll, CHANGE_ID, changeRecord, comment, renderChangeView, serveChange, TITLE } from '@/testing/changeView';

jest.setTimeout(30_000);

const CHANGE = `/service-desk/api/change/${CHANGE_ID}`;
const ACTIONS = `/service-desk/api/change-action/${CHANGE_ID}`;
const COMMENTS = '/service-desk/api/get-change-comments';
const POPUP = `/service-desk/api/general-popup/${CHANGE_ID}/sd_changes/backout-plan`;
const TICKET = { id: 8, ticket_number: 'AAAA-0008', subject: 'VPN drops', type: 'initiating', assigned: null };

/** Serves the change, its flags and the thread, leaving out `except`. */
function serveView(except: string[] = [], comments = [comment(4, '<p>Old text</p>')]) {
  const bodies: Record<string, object> = {
    [CHANGE]: { data: { change: changeRecord() } },
    [ACTIONS]: { data: { actions: allowAll() } },
    [COMMENTS]: { data: { data: comments, next_cursor: null } },
  };
  if (except.length === 0) {
    serveChange(undefined, undefined, { comments });
    return;
  }
  for (const [path, body] of Object.entries(bodies)) {
    if (!except.includes(path)) nock(API).persist().get(path).query(true).reply(200, body);
  }
}

function serveLookup(path: string, rows: Array<{ id: number; name: string }>) {
  nock(API).persist().get(path).query(true).reply(200, lookupPage(rows));
}

const serveTickets = () => {
  serveView();
  nock(API)
    .persist()
    .get('/service-desk/api/attached-ticket/change')
    .query(true)
    .reply(200, { data: { tickets: [TICKET], total: 1 } });
};

const loaded = async () => {
  await screen.findByRole('heading', { level: 1, name: TITLE });
  await waitFor(() => expect(screen.getByRole('button', { name: 'More' })).toBeInTheDocument());
};

async function menu(user: UserEvent, toggle: string, item: string) {
  await loaded();
  const button = screen.getByRole('button', { name: toggle });
  await user.click(button);
  const list = button.closest('.dropdown')?.querySelector('.dropdown-menu') as HTMLElement;
  await user.click(await within(list).findByRole('button', { name: item }));
  return screen.findByRole('dialog');
}

async function confirmMore(user: UserEvent, item: string, button: string) {
  const box = await menu(user, 'More', item);
  await user.click(within(box).getByRole('button', { name: button }));
}

async function fillPlanning(user: UserEvent) {
  const box = await menu(user, 'Planning', 'Backout plan');
  await user.type(await within(box).findByRole('textbox', { name: 'Description' }), 'Restore the snapshot');
}

async function chooseAgent(user: UserEvent) {
  await loaded();
  await user.click(screen.getByRole('button', { name: 'Assign' }));
  const box = await screen.findByRole('dialog', { name: 'Assign' });
  await user.click(await within(box).findByRole('radio', { name: 'Sam Agent' }));
}
const assignButton = () => dialog().getAllByRole('button', { name: 'Assign' }).at(-1) as HTMLElement;

async function typeDuration(user: UserEvent) {
  const box = await menu(user, 'More', 'Update activity duration');
  await user.type(within(box).getByLabelText('Time (minutes)'), '90');
}

async function chooseRelease(user: UserEvent) {
  const box = await menu(user, 'Release', 'Existing release');
  await user.click(await within(box).findByRole('radio', { name: 'REL-0004 Security hardening bundle' }));
}

async function chooseTicket(user: UserEvent) {
  const box = await menu(user, 'Associate', 'Tickets caused due to this change');
  await user.click(await within(box).findByRole('checkbox', { name: '#AAAA-0008 VPN drops' }));
}

async function typeComment(user: UserEvent) {
  await loaded();
  await user.click(await screen.findByRole('button', { name: 'Start a discussion' }));
  const box = await screen.findByRole('dialog', { name: 'Add comment' });
  await user.type(await within(box).findByRole('textbox', { name: 'Comment' }), 'Window confirmed');
}

async function editComment(user: UserEvent) {
  await loaded();
  const item = await screen.findByRole('article', { name: 'Comment by Sam Agent' });
  await user.click(within(item).getByRole('button', { name: 'Edit' }));
  const box = await screen.findByRole('dialog', { name: 'Edit comment' });
  await user.type(await within(box).findByRole('textbox', { name: 'Comment' }), ' and more');
}

async function openCommentDelete(user: UserEvent) {
  await loaded();
  const item = await screen.findByRole('article', { name: 'Comment by Sam Agent' });
  await user.click(within(item).getByRole('button', { name: 'Delete' }));
  await screen.findByRole('dialog', { name: 'Please confirm' });
}

async function openTicketDetach(user: UserEvent) {
  await loaded();
  await user.click(screen.getByRole('tab', { name: 'Associated tickets' }));
  await user.click(await screen.findByRole('button', { name: 'Detach: AAAA-0008' }));
  await screen.findByRole('dialog');
}

async function openTab(user: UserEvent, name: string) {
  await loaded();
  await user.click(screen.getByRole('tab', { name }));
}

const tabSettled = async () => {
  await loaded();
  await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
};

function serveNewRelease() {
  serveView();
  serveLookup('/service-desk/api/dependency/release_statuses', [{ id: 1, name: 'Open' }]);
  serveLookup('/service-desk/api/dependency/release_priorities', [{ id: 2, name: 'High' }]);
  serveLookup('/service-desk/api/dependency/release_types', [{ id: 3, name: 'Major' }]);
  serveLookup('/api/dependency/locations', [{ id: 4, name: 'London' }]);
  serveLookup('/service-desk/api/dependency/assets', [{ id: 5, name: 'Core switch' }]);
  nock(API)
    .persist()
    .get('/service-desk/get/permissions')
    .query(true)
    .reply(200, { data: { actions: { attach_asset: false } } });
}

async function chooseIn(user: UserEvent, box: HTMLElement, label: string, option: string) {
  await user.click(within(box).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}

async function fillRelease(user: UserEvent) {
  const box = await menu(user, 'Release', 'New release');
  await user.type(within(box).getByRole('textbox', { name: /Subject/ }), 'Spring release');
  await user.type(await within(box).findByRole('textbox', { name: 'Description' }), 'Bundle');
  await chooseIn(user, box, 'Status', 'Open');
  await chooseIn(user, box, 'Priority', 'High');
  await chooseIn(user, box, 'Release type', 'Major');
}

function serveAssetPicker() {
  serveView();
  nock(API)
    .persist()
    .get('/service-desk/api/asset-list')
    .query(true)
    .reply(200, {
      data: {
        data: { data: [{ id: 30, name: 'Spare laptop', managed_by: null, used_by: null, contract: null }], total: 1 },
      },
    });
  serveLookup('/service-desk/api/dependency/asset_types', []);
}

async function chooseAsset(user: UserEvent) {
  await loaded();
  await user.click(screen.getByRole('button', { name: 'Attach asset' }));
  const box = await screen.findByRole('dialog');
  await user.click(await within(box).findByRole('checkbox', { name: 'Select Spare laptop' }));
}

const submitIn = (name: string) => () => dialog().getByRole('button', { name });
const enabledAgain = (name: string) => () =>
  waitFor(() => expect(dialog().getByRole('button', { name })).toBeEnabled());

describeBadAnswers('the change view with bad answers', [
  {
    name: 'loading the change',
    method: 'get',
    path: CHANGE,
    arrange: () => serveView([CHANGE]),
    render: renderChangeView,
    expect: 'alert',
  },
  {
    name: 'loading the action flags',
    method: 'get',
    path: ACTIONS,
    arrange: () => serveView([ACTIONS]),
    render: renderChangeView,
    expect: 'alert',
    after: async () => {
      expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    },
  },
  {
    name: 'loading the discussions (thread cleared, silent)',
    method: 'get',
    path: COMMENTS,
    arrange: () => serveView([COMMENTS]),
    render: renderChangeView,
    expect: 'silent',
    settled: async () => {
      await loaded();
      await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
      expect(screen.queryByRole('article')).toBeNull();
    },
  },
  {
    name: 'the planning popup: loading the entry (silent)',
    method: 'get',
    path: POPUP,
    arrange: () => serveView(),
    render: renderChangeView,
    act: async (user) => {
      await menu(user, 'Planning', 'Backout plan');
    },
    expect: 'silent',
    settled: async () => {
      expect(
        await within(await screen.findByRole('dialog')).findByRole('textbox', { name: 'Description' }),
      ).toBeEnabled();
    },
  },
  {
    name: 'the planning popup: saving',
    method: 'post',
    path: POPUP,
    arrange: () => {
      serveView();
      nock(API).persist().get(POPUP).reply(404, { message: 'Planning entry not found.' });
    },
    render: renderChangeView,
    act: async (user) => {
      await fillPlanning(user);
      await user.click(dialog().getByRole('button', { name: 'Submit' }));
    },
    expect: 'alert',
    dialog: 'stays',
    typed: [{ label: 'Description', value: 'Restore the snapshot' }],
    after: enabledAgain('Submit'),
  },
  {
    name: 'assigning',
    method: 'get',
    path: `/service-desk/api/change/assign/7/${CHANGE_ID}`,
    arrange: () => {
      serveView();
      serveLookup('/api/dependency/agents', [{ id: 7, name: 'Sam Agent' }]);
    },
    render: renderChangeView,
    act: async (user) => {
      await chooseAgent(user);
      await user.click(assignButton());
    },
    expect: 'alert',
    dialog: 'stays',
    after: () => {
      expect(assignButton()).toBeEnabled();
      expect(dialog().getByRole('radio', { name: 'Sam Agent' })).toBeChecked();
    },
  },
  {
    name: 'updating the activity duration',
    method: 'patch',
    path: `/service-desk/api/update-activity-duration/${CHANGE_ID}`,
    arrange: () => serveView(),
    render: renderChangeView,
    act: async (user) => {
      await typeDuration(user);
      await user.click(dialog().getByRole('button', { name: 'Update' }));
    },
    expect: 'alert',
    dialog: 'stays',
    after: () => {
      expect(dialog().getByLabelText('Time (minutes)')).toHaveValue(90);
      expect(dialog().getByRole('button', { name: 'Update' })).toBeEnabled();
    },
  },
  {
    name: 'attaching an existing release',
    method: 'post',
    path: `/service-desk/api/change/attach-release/${CHANGE_ID}/4`,
    arrange: () => {
      serveView();
      serveLookup('/service-desk/api/dependency/releases', [{ id: 4, name: 'REL-0004 Security hardening bundle' }]);
    },
    render: renderChangeView,
    act: async (user) => {
      await chooseRelease(user);
      await user.click(dialog().getByRole('button', { name: 'Attach' }));
    },
    expect: 'alert',
    dialog: 'stays',
    after: enabledAgain('Attach'),
  },
  {
    name: 'attaching tickets',
    method: 'post',
    path: '/service-desk/api/attach-ticket/change',
    arrange: () => {
      serveView();
      serveLookup('/service-desk/api/dependency/tickets_based_on_change', [{ id: 8, name: '#AAAA-0008 VPN drops' }]);
    },
    render: renderChangeView,
    act: async (user) => {
      await chooseTicket(user);
      await user.click(dialog().getByRole('button', { name: 'Attach' }));
    },
    expect: 'alert',
    dialog: 'stays',
    after: () => {
      expect(dialog().getByRole('button', { name: 'Attach' })).toBeEnabled();
      expect(dialog().getByRole('checkbox', { name: '#AAAA-0008 VPN drops' })).toBeChecked();
    },
  },
  {
    name: 'closing the change',
    method: 'post',
    path: `/service-desk/api/change-close/${CHANGE_ID}`,
    arrange: () => serveView(),
    render: renderChangeView,
    act: (user) => confirmMore(user, 'Close change', 'Close change'),
    expect: 'alert',
    dialog: 'closes',
  },
  {
    name: 'deleting the change',
    method: 'delete',
    path: CHANGE,
    arrange: () => serveView(),
    render: renderChangeView,
    act: (user) => confirmMore(user, 'Delete', 'Delete'),
    expect: 'alert',
    dialog: 'closes',
  },
  {
    name: 'adding a comment',
    method: 'post',
    path: '/service-desk/api/add-change-comment',
    arrange: () => serveView([], []),
    render: renderChangeView,
    act: async (user) => {
      await typeComment(user);
      await user.click(dialog().getByRole('button', { name: 'Submit' }));
    },
    expect: 'alert',
    dialog: 'stays',
    typed: [{ label: 'Comment', value: 'Window confirmed' }],
    after: enabledAgain('Submit'),
  },
  {
    name: 'editing a comment',
    method: 'put',
    path: '/service-desk/api/update-change-comment',
    arrange: () => serveView(),
    render: renderChangeView,
    act: async (user) => {
      await editComment(user);
      await user.click(dialog().getByRole('button', { name: 'Submit' }));
    },
    expect: 'alert',
    dialog: 'stays',
    typed: [{ label: 'Comment', value: '<p>Old text</p> and more' }],
    after: enabledAgain('Submit'),
  },
  {
    name: 'deleting a comment',
    method: 'delete',
    path: '/service-desk/api/delete-change-comment',
    arrange: () => serveView(),
    render: renderChangeView,
    act: async (user) => {
      await openCommentDelete(user);
      await user.click(dialog().getByRole('button', { name: 'Delete' }));
    },
    expect: 'alert',
    dialog: 'closes',
  },
  {
    name: 'the tickets tab: loading',
    method: 'get',
    path: '/service-desk/api/attached-ticket/change',
    arrange: () => serveView(),
    render: renderChangeView,
    act: async (user) => {
      await loaded();
      await user.click(screen.getByRole('tab', { name: 'Associated tickets' }));
    },
    expect: 'alert',
  },
  {
    name: 'the tickets tab: detaching',
    method: 'delete',
    path: '/service-desk/api/detach-ticket/change',
    arrange: serveTickets,
    render: renderChangeView,
    act: async (user) => {
      await openTicketDetach(user);
      await user.click(dialog().getByRole('button', { name: 'Detach' }));
    },
    expect: 'alert',
    dialog: 'closes',
  },
  {
    name: 'attaching assets',
    method: 'post',
    path: `/service-desk/api/change/attach-assets/${CHANGE_ID}`,
    arrange: serveAssetPicker,
    render: renderChangeView,
    act: async (user) => {
      await chooseAsset(user);
      await user.click(dialog().getByRole('button', { name: 'Submit' }));
    },
    expect: 'alert',
    dialog: 'stays',
    after: async () => {
      await enabledAgain('Submit')();
      expect(dialog().getByRole('checkbox', { name: 'Select Spare laptop' })).toBeChecked();
    },
  },
  {
    name: 'the activity tab (silent)',
    method: 'get',
    path: `/service-desk/api/change-log/${CHANGE_ID}`,
    arrange: () => serveView(),
    render: renderChangeView,
    act: (user) => openTab(user, 'Activity'),
    expect: 'silent',
    settled: tabSettled,
  },
  {
    name: 'the details tab: the planning entries (silent)',
    method: 'get',
    path: `/service-desk/api/change-planning/${CHANGE_ID}`,
    arrange: () => serveView(),
    render: renderChangeView,
    act: (user) => openTab(user, 'Details'),
    expect: 'silent',
    settled: tabSettled,
  },
  {
    name: 'the associated assets tab: loading',
    method: 'get',
    path: '/service-desk/api/asset-list',
    arrange: () => serveView(),
    render: renderChangeView,
    act: (user) => openTab(user, 'Associated assets'),
    expect: 'alert',
  },
  {
    name: 'the tasks tab: loading',
    method: 'get',
    path: '/service-desk/api/attached-task/change',
    arrange: () => serveView(),
    render: renderChangeView,
    act: (user) => openTab(user, 'Tasks'),
    expect: 'alert',
  },
  {
    name: 'the new release dialog: saving',
    method: 'post',
    path: '/service-desk/api/release',
    arrange: serveNewRelease,
    render: renderChangeView,
    act: async (user) => {
      await fillRelease(user);
      await user.click(dialog().getByRole('button', { name: 'Submit' }));
    },
    expect: 'alert',
    dialog: 'stays',
    typed: [{ label: /Subject/, value: 'Spring release' }],
    fieldError: { field: 'subject', shown: true },
    answers: ['500', '422 with field errors', 'timeout'],
    after: enabledAgain('Submit'),
  },
]);

describeDoubleSubmits('the change view submits', [
  {
    name: 'planning popup',
    method: 'post',
    path: POPUP,
    success: { message: 'Saved successfully.' },
    arrange: () => {
      serveView();
      nock(API).persist().get(POPUP).reply(404, { message: 'Planning entry not found.' });
    },
    render: renderChangeView,
    prepare: fillPlanning,
    submit: submitIn('Submit'),
    done: async () => {
      expect(await screen.findByText('Saved successfully.')).toBeInTheDocument();
    },
  },
  {
    name: 'assign',
    method: 'get',
    path: `/service-desk/api/change/assign/7/${CHANGE_ID}`,
    success: { message: 'Change assigned successfully.' },
    arrange: () => {
      serveView();
      serveLookup('/api/dependency/agents', [{ id: 7, name: 'Sam Agent' }]);
    },
    render: renderChangeView,
    prepare: chooseAgent,
    submit: assignButton,
    done: async () => {
      expect(await screen.findByText('Change assigned successfully.')).toBeInTheDocument();
    },
  },
  {
    name: 'activity duration',
    method: 'patch',
    path: `/service-desk/api/update-activity-duration/${CHANGE_ID}`,
    success: { message: 'Activity duration updated successfully.' },
    arrange: () => serveView(),
    render: renderChangeView,
    prepare: typeDuration,
    submit: submitIn('Update'),
    done: async () => {
      expect(await screen.findByText('Activity duration updated successfully.')).toBeInTheDocument();
    },
  },
  {
    name: 'existing release',
    method: 'post',
    path: `/service-desk/api/change/attach-release/${CHANGE_ID}/4`,
    success: { message: 'Release attached successfully.' },
    arrange: () => {
      serveView();
      serveLookup('/service-desk/api/dependency/releases', [{ id: 4, name: 'REL-0004 Security hardening bundle' }]);
    },
    render: renderChangeView,
    prepare: chooseRelease,
    submit: submitIn('Attach'),
    done: async () => {
      expect(await screen.findByText('Release attached successfully.')).toBeInTheDocument();
    },
  },
  {
    name: 'associate tickets',
    method: 'post',
    path: '/service-desk/api/attach-ticket/change',
    success: { message: 'Tickets attached successfully.' },
    arrange: () => {
      serveView();
      serveLookup('/service-desk/api/dependency/tickets_based_on_change', [{ id: 8, name: '#AAAA-0008 VPN drops' }]);
    },
    render: renderChangeView,
    prepare: chooseTicket,
    submit: submitIn('Attach'),
    done: async () => {
      expect(await screen.findByText('Tickets attached successfully.')).toBeInTheDocument();
    },
  },
  {
    name: 'new release',
    method: 'post',
    path: '/service-desk/api/release',
    success: { message: 'Release created successfully.', data: { id: 9 } },
    arrange: serveNewRelease,
    render: renderChangeView,
    prepare: fillRelease,
    submit: submitIn('Submit'),
    done: async () => {
      expect(await screen.findByText('Release created successfully.')).toBeInTheDocument();
    },
  },
  {
    name: 'attach assets',
    method: 'post',
    path: `/service-desk/api/change/attach-assets/${CHANGE_ID}`,
    success: { message: 'Assets attached successfully.' },
    arrange: serveAssetPicker,
    render: renderChangeView,
    prepare: chooseAsset,
    submit: submitIn('Submit'),
    done: async () => {
      expect(await screen.findByText('Assets attached successfully.')).toBeInTheDocument();
    },
  },
  {
    name: 'close confirmation',
    method: 'post',
    path: `/service-desk/api/change-close/${CHANGE_ID}`,
    success: { message: 'Change closed successfully.' },
    arrange: () => serveView(),
    render: renderChangeView,
    prepare: async (user) => {
      await menu(user, 'More', 'Close change');
    },
    submit: submitIn('Close change'),
    done: async () => {
      expect(await screen.findByText('Change closed successfully.')).toBeInTheDocument();
    },
  },
  {
    name: 'delete confirmation',
    method: 'delete',
    path: CHANGE,
    success: { message: 'Change deleted successfully.' },
    arrange: () => serveView(),
    render: renderChangeView,
    prepare: async (user) => {
      await menu(user, 'More', 'Delete');
    },
    submit: submitIn('Delete'),
    done: async () => {
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
  },
  {
    name: 'add comment',
    method: 'post',
    path: '/service-desk/api/add-change-comment',
    success: { message: 'Comment added successfully.' },
    arrange: () => serveView([], []),
    render: renderChangeView,
    prepare: typeComment,
    submit: submitIn('Submit'),
    done: async () => {
      expect(await screen.findByText('Comment added successfully.')).toBeInTheDocument();
    },
  },
  {
    name: 'edit comment',
    method: 'put',
    path: '/service-desk/api/update-change-comment',
    success: { message: 'Comment updated successfully.' },
    arrange: () => serveView(),
    render: renderChangeView,
    prepare: editComment,
    submit: submitIn('Submit'),
    done: async () => {
      expect(await screen.findByText('Comment updated successfully.')).toBeInTheDocument();
    },
  },
  {
    name: 'delete comment confirmation',
    method: 'delete',
    path: '/service-desk/api/delete-change-comment',
    success: { message: 'Comment deleted successfully.' },
    arrange: () => serveView(),
    render: renderChangeView,
    prepare: openCommentDelete,
    submit: submitIn('Delete'),
    done: async () => {
      expect(await screen.findByText('Comment deleted successfully.')).toBeInTheDocument();
    },
  },
  {
    name: 'ticket detach confirmation',
    method: 'delete',
    path: '/service-desk/api/detach-ticket/change',
    success: { message: 'Ticket detached successfully.' },
    arrange: serveTickets,
    render: renderChangeView,
    prepare: openTicketDetach,
    submit: submitIn('Detach'),
    done: async () => {
      expect(await screen.findByText('Ticket detached successfully.')).toBeInTheDocument();
    },
  },
]);
