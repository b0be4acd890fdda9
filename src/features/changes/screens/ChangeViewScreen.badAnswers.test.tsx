import nock from 'nock';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { dialog } from '@/testing/badAnswers';
import { comment, renderChangeView, TITLE } from '@/testing/changeView';
import { CHANGE_ID, changeActions, changeViewRecord } from '@/testing/records';
import { API } from '@/testing/renderWithPlugin';
import {
  describeScreenCalls,
  dialogClosed,
  inDialog,
  failingAlone,
  silentUntil,
  dialogKeptForRetry,
  enabledInDialog,
} from '@/testing/screenCalls';
import { serveAssetFilterStructure, serveGet, serveLookup } from '@/testing/serve';
import { serveReleaseFormLookups } from '@/testing/releaseView';

jest.setTimeout(30_000);

const CHANGE = `/service-desk/api/change/${CHANGE_ID}`;
const ACTIONS = `/service-desk/api/change-action/${CHANGE_ID}`;
const COMMENTS = '/service-desk/api/get-change-comments';
const POPUP = `/service-desk/api/general-popup/${CHANGE_ID}/sd_changes/backout-plan`;
const RELEASE = 'REL-0004 Security hardening bundle';
const TICKET_OPTION = '#AAAA-0008 VPN drops';
const TICKET = { id: 8, ticket_number: 'AAAA-0008', subject: 'VPN drops', type: 'initiating', assigned: null };

/** Serves the change, its flags and the thread, leaving out `except`. */
function serveView(except: string[] = [], comments = [comment(4, '<p>Old text</p>')]) {
  const bodies: Record<string, object> = {
    [CHANGE]: { data: { change: changeViewRecord() } },
    [ACTIONS]: { data: { actions: changeActions() } },
    [COMMENTS]: { data: { data: comments, next_cursor: null } },
  };
  for (const [path, body] of Object.entries(bodies)) if (!except.includes(path)) serveGet(path, body);
}

/** The view, and what the lookup at `path` answers. */
const serveWithLookup = (path: string, rows: Array<{ id: number; name: string }>) => () => {
  serveView();
  serveLookup(path, rows);
};

const serveTickets = () => {
  serveView();
  serveGet('/service-desk/api/attached-ticket/change', { data: { tickets: [TICKET], total: 1 } });
};

const servePlanning = () => {
  serveView();
  nock(API).persist().get(POPUP).reply(404, { message: 'Planning entry not found.' });
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
  await user.click(await within(box).findByRole('radio', { name: RELEASE }));
}

async function chooseTicket(user: UserEvent) {
  const box = await menu(user, 'Associate', 'Tickets caused due to this change');
  await user.click(await within(box).findByRole('checkbox', { name: TICKET_OPTION }));
}

/** Types `text` into the comment box of the open dialog `dialog`. */
async function typeCommentIn(user: UserEvent, dialog: string, text: string) {
  const box = await screen.findByRole('dialog', { name: dialog });
  await user.type(await within(box).findByRole('textbox', { name: 'Comment' }), text);
}

async function typeComment(user: UserEvent) {
  await loaded();
  await user.click(await screen.findByRole('button', { name: 'Start a discussion' }));
  await typeCommentIn(user, 'Add comment', 'Window confirmed');
}

async function editComment(user: UserEvent) {
  await loaded();
  const item = await screen.findByRole('article', { name: 'Comment by Sam Agent' });
  await user.click(within(item).getByRole('button', { name: 'Edit' }));
  await typeCommentIn(user, 'Edit comment', ' and more');
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
  serveReleaseFormLookups();
  serveGet('/service-desk/get/permissions', { data: { actions: { attach_asset: false } } });
}

async function chooseIn(user: UserEvent, box: HTMLElement, label: string, option: string) {
  await user.click(within(box).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}

async function fillRelease(user: UserEvent) {
  const box = await menu(user, 'Release', 'New release');
  // The form shows after a 1-second loader.
  await user.type(await within(box).findByRole('textbox', { name: /Subject/ }, { timeout: 3000 }), 'Spring release');
  await user.type(await within(box).findByRole('textbox', { name: 'Description' }), 'Bundle');
  await chooseIn(user, box, 'Status', 'Open');
  await chooseIn(user, box, 'Priority', 'High');
  await chooseIn(user, box, 'Release type', 'Major');
}

function serveAssetPicker() {
  serveView();
  const laptop = { id: 30, name: 'Spare laptop', managed_by: null, used_by: null, contract: null };
  serveGet('/service-desk/api/asset-list', { data: { data: { data: [laptop], total: 1 } } });
  serveLookup('/service-desk/api/dependency/asset_types', []);
  serveAssetFilterStructure();
}

async function chooseAsset(user: UserEvent) {
  await loaded();
  await user.click(screen.getByRole('button', { name: 'Attach asset' }));
  const box = await screen.findByRole('dialog');
  await user.click(await within(box).findByRole('checkbox', { name: 'Select Spare laptop' }));
}

const alone = failingAlone(serveView);

describeScreenCalls('the change view', { render: renderChangeView, arrange: serveView }, [
  alone('loading the change', CHANGE),
  alone('loading the action flags', ACTIONS, {
    after: async () => {
      expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeInTheDocument();
    },
  }),
  alone(
    'loading the discussions (thread cleared, silent)',
    COMMENTS,
    silentUntil(async () => {
      await tabSettled();
      expect(screen.queryByRole('article')).toBeNull();
    }),
  ),
  {
    name: 'the planning popup: loading the entry (silent)',
    call: `get ${POPUP}`,
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
    call: `post ${POPUP}`,
    arrange: servePlanning,
    prepare: fillPlanning,
    ...dialogKeptForRetry('Submit', { typed: [{ label: 'Description', value: 'Restore the snapshot' }] }),
    twice: { name: 'planning popup', success: 'Saved successfully.' },
  },
  {
    name: 'assigning',
    call: `get /service-desk/api/change/assign/7/${CHANGE_ID}`,
    arrange: serveWithLookup('/api/dependency/agents', [{ id: 7, name: 'Sam Agent' }]),
    prepare: chooseAgent,
    submit: assignButton,
    dialog: 'stays',
    after: () => {
      expect(assignButton()).toBeEnabled();
      expect(dialog().getByRole('radio', { name: 'Sam Agent' })).toBeChecked();
    },
    twice: { name: 'assign', success: 'Change assigned successfully.' },
  },
  {
    name: 'updating the activity duration',
    call: `patch /service-desk/api/update-activity-duration/${CHANGE_ID}`,
    prepare: typeDuration,
    submit: inDialog('Update'),
    dialog: 'stays',
    after: () => {
      expect(dialog().getByLabelText('Time (minutes)')).toHaveValue(90);
      expect(dialog().getByRole('button', { name: 'Update' })).toBeEnabled();
    },
    twice: { name: 'activity duration', success: 'Activity duration updated successfully.' },
  },
  {
    name: 'attaching an existing release',
    call: `post /service-desk/api/change/attach-release/${CHANGE_ID}/4`,
    arrange: serveWithLookup('/service-desk/api/dependency/releases', [{ id: 4, name: RELEASE }]),
    prepare: chooseRelease,
    ...dialogKeptForRetry('Attach'),
    twice: { name: 'existing release', success: 'Release attached successfully.' },
  },
  {
    name: 'attaching tickets',
    call: 'post /service-desk/api/attach-ticket/change',
    arrange: serveWithLookup('/service-desk/api/dependency/tickets_based_on_change', [{ id: 8, name: TICKET_OPTION }]),
    prepare: chooseTicket,
    submit: inDialog('Attach'),
    dialog: 'stays',
    after: () => {
      expect(dialog().getByRole('button', { name: 'Attach' })).toBeEnabled();
      expect(dialog().getByRole('checkbox', { name: TICKET_OPTION })).toBeChecked();
    },
    twice: { name: 'associate tickets', success: 'Tickets attached successfully.' },
  },
  {
    name: 'closing the change',
    call: `post /service-desk/api/change-close/${CHANGE_ID}`,
    prepare: (user) => menu(user, 'More', 'Close change'),
    submit: inDialog('Close change'),
    dialog: 'closes',
    twice: { name: 'close confirmation', success: 'Change closed successfully.' },
  },
  {
    name: 'deleting the change',
    call: `delete ${CHANGE}`,
    prepare: (user) => menu(user, 'More', 'Delete'),
    submit: inDialog('Delete'),
    dialog: 'closes',
    twice: { name: 'delete confirmation', success: 'Change deleted successfully.', done: dialogClosed },
  },
  {
    name: 'adding a comment',
    call: 'post /service-desk/api/add-change-comment',
    arrange: () => serveView([], []),
    prepare: typeComment,
    ...dialogKeptForRetry('Submit', { typed: [{ label: 'Comment', value: 'Window confirmed' }] }),
    twice: { name: 'add comment', success: 'Comment added successfully.' },
  },
  {
    name: 'editing a comment',
    call: 'put /service-desk/api/update-change-comment',
    prepare: editComment,
    ...dialogKeptForRetry('Submit', { typed: [{ label: 'Comment', value: '<p>Old text</p> and more' }] }),
    twice: { name: 'edit comment', success: 'Comment updated successfully.' },
  },
  {
    name: 'deleting a comment',
    call: 'delete /service-desk/api/delete-change-comment',
    prepare: openCommentDelete,
    submit: inDialog('Delete'),
    dialog: 'closes',
    twice: { name: 'delete comment confirmation', success: 'Comment deleted successfully.' },
  },
  {
    name: 'the tickets tab: loading',
    call: 'get /service-desk/api/attached-ticket/change',
    act: (user) => openTab(user, 'Associated tickets'),
  },
  {
    name: 'the tickets tab: detaching',
    call: 'delete /service-desk/api/detach-ticket/change',
    arrange: serveTickets,
    prepare: openTicketDetach,
    submit: inDialog('Detach'),
    dialog: 'closes',
    twice: { name: 'ticket detach confirmation', success: 'Ticket detached successfully.' },
  },
  {
    name: 'attaching assets',
    call: `post /service-desk/api/change/attach-assets/${CHANGE_ID}`,
    arrange: serveAssetPicker,
    prepare: chooseAsset,
    ...dialogKeptForRetry('Submit', { checked: [['checkbox', 'Select Spare laptop']] }),
    twice: { name: 'attach assets', success: 'Assets attached successfully.' },
  },
  {
    name: 'the activity tab (silent)',
    call: `get /service-desk/api/change-log/${CHANGE_ID}`,
    act: (user) => openTab(user, 'Activity'),
    expect: 'silent',
    settled: tabSettled,
  },
  {
    name: 'the details tab: the planning entries (silent)',
    call: `get /service-desk/api/change-planning/${CHANGE_ID}`,
    act: (user) => openTab(user, 'Details'),
    expect: 'silent',
    settled: tabSettled,
  },
  {
    name: 'the associated assets tab: loading',
    call: 'get /service-desk/api/asset-list',
    act: (user) => openTab(user, 'Associated assets'),
  },
  {
    name: 'the tasks tab: loading',
    call: 'get /service-desk/api/attached-task/change',
    act: (user) => openTab(user, 'Tasks'),
  },
  {
    name: 'the new release dialog: saving',
    call: 'post /service-desk/api/release',
    arrange: serveNewRelease,
    prepare: fillRelease,
    submit: inDialog('Submit'),
    dialog: 'stays',
    typed: [{ label: /Subject/, value: 'Spring release' }],
    fieldError: { field: 'subject', shown: true },
    answers: ['500', '422 with field errors', 'timeout'],
    after: enabledInDialog('Submit'),
    twice: { name: 'new release', success: { message: 'Release created successfully.', data: { id: 9 } } },
  },
]);
