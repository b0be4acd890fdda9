import nock from 'nock';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import AssetsTab from './AssetsTab';
import TicketsTab from './TicketsTab';
import PlanningTab from './PlanningTab';
import PlanningDialog from './PlanningDialog';
import AttachAssetsToProblemDialog from './AttachAssetsToProblemDialog';
import AttachTicketsDialog from './AttachTicketsDialog';
import { dialog } from '@/testing/badAnswers';
import { API, renderWithPlugin } from '@/testing/renderWithPlugin';
import { describeScreenCalls, inDialog, onScreen, keptForRetry } from '@/testing/screenCalls';
import { serveAssetFilterStructure, serveGet, serveLookup } from '@/testing/serve';

jest.setTimeout(20_000);

const ASSET = { id: 11, name: 'Mail server', managed_by: null, used_by: null, contract: null };
const TICKET = { id: 102, ticket_number: 'AAA-0102', subject: 'Mail slow', assignedTo: null, assignedTeam: null };
const NOTE = { key: 'solution', title: 'Grow the volume', description: '<p>Add 20 GB</p>', attachment: null };

const serveAssets = () => {
  serveAssetFilterStructure();
  return serveGet('/service-desk/api/asset-list', { data: { data: { data: [ASSET], total: 1 } } });
};
const serveTickets = () => serveGet('/service-desk/api/problem-tickets/4', { data: { tickets: [TICKET], total: 1 } });
const servePlanning = () =>
  nock(API)
    .persist()
    .get('/service-desk/api/problem-planning/4')
    .reply(200, { data: { planning_popups: [{ ...NOTE, updated_at: '2026-11-21 14:05:00' }] } });
const serveTicketLookup = () =>
  serveLookup('/service-desk/api/dependency/tickets_based_on_problem', [{ id: 70, name: '#AAA-0070 Printer jam' }]);
const serveBulk = () => {
  serveTickets();
  serveLookup('/api/dependency/statuses', [{ id: 3, name: 'Closed' }]);
};
const notWritten = () =>
  nock(API)
    .persist()
    .get('/service-desk/api/general-popup/4/sd_problem/root-cause')
    .reply(404, { message: 'Not found.' });

const nothing = () => undefined;
const renderAssets = () => renderWithPlugin(<AssetsTab problemId={4} canDetach onChanged={nothing} />);
const renderTickets = () => renderWithPlugin(<TicketsTab problemId={4} canDetach canBulk onChanged={nothing} />);
const renderPlanning = () => renderWithPlugin(<PlanningTab problemId={4} onChanged={nothing} />);
const renderPlanningDialog = () =>
  renderWithPlugin(<PlanningDialog problemId={4} identifier="root-cause" onClose={nothing} onSaved={nothing} />);
let onAttached = jest.fn();
beforeEach(() => {
  onAttached = jest.fn();
});
const attached = () => waitFor(() => expect(onAttached).toHaveBeenCalledTimes(1));
const renderAttachAssets = () =>
  renderWithPlugin(<AttachAssetsToProblemDialog problemId={4} show onClose={nothing} onAttached={onAttached} />);
const renderAttachTickets = () =>
  renderWithPlugin(<AttachTicketsDialog problemId={4} show onClose={nothing} onAttached={onAttached} />);

const click = (role: 'button' | 'checkbox', name: string) => async (user: UserEvent) => {
  await user.click(await screen.findByRole(role, { name }));
};

async function chooseTicketToAttach(user: UserEvent) {
  await user.click(await screen.findByRole('combobox'));
  await user.click(await screen.findByRole('option', { name: '#AAA-0070 Printer jam' }));
}

async function openBulkStatus(user: UserEvent) {
  await user.click(await screen.findByRole('checkbox', { name: 'Select AAA-0102' }));
  await user.click(screen.getByRole('button', { name: 'Bulk actions' }));
  await user.click(await screen.findByText('Change status', { selector: '.dropdown-item' }));
  const bulk = within(await screen.findByRole('dialog', { name: 'Change status' }));
  const select = bulk.getByRole('combobox', { name: 'Status' });
  await within(select).findByRole('option', { name: 'Closed' });
  await user.selectOptions(select, 'Closed');
}

async function typeDescription(user: UserEvent) {
  await user.type(await screen.findByRole('textbox', { name: /Description/ }), 'Expired certificate');
}

describeScreenCalls('the problem associates', { render: renderAssets, arrange: serveAssets }, [
  { name: 'assets tab: the list', call: 'get /service-desk/api/asset-list', arrange: nothing },
  {
    name: 'assets tab: detach',
    call: 'delete /service-desk/api/problem-detach-asset/4/11',
    prepare: click('button', 'Detach: Mail server'),
    submit: inDialog('Detach'),
    dialog: 'closes',
    after: async () => {
      expect(await screen.findByRole('button', { name: 'Detach: Mail server' })).toBeEnabled();
    },
    twice: { name: 'asset detach confirmation', success: 'Asset detached.' },
  },
  {
    name: 'tickets tab: the list',
    call: 'get /service-desk/api/problem-tickets/4',
    arrange: nothing,
    render: renderTickets,
  },
  {
    name: 'tickets tab: detach',
    call: 'delete /service-desk/api/problem-detach-ticket/4/102',
    arrange: serveTickets,
    render: renderTickets,
    prepare: click('button', 'Detach: AAA-0102'),
    submit: inDialog('Detach'),
    dialog: 'closes',
    twice: { name: 'ticket detach confirmation', success: 'Ticket detached.' },
  },
  {
    name: 'tickets tab: bulk action',
    call: 'post /service-desk/api/problem-bulk-actions',
    arrange: serveBulk,
    render: renderTickets,
    prepare: openBulkStatus,
    submit: inDialog('Update'),
    dialog: 'stays',
    after: () => expect(dialog().getByRole('button', { name: 'Update' })).toBeEnabled(),
    twice: { name: 'bulk action', success: 'Tickets updated.' },
  },
  {
    name: 'planning tab: the notes (silent)',
    call: 'get /service-desk/api/problem-planning/4',
    arrange: nothing,
    render: renderPlanning,
    expect: 'silent',
    settled: async () => {
      expect(await screen.findByText('no data found')).toBeInTheDocument();
    },
  },
  {
    name: 'planning tab: delete',
    call: 'delete /service-desk/api/delete/general-popup/4/sd_problem/solution',
    arrange: servePlanning,
    render: renderPlanning,
    prepare: click('button', 'Delete: Grow the volume'),
    submit: inDialog('Delete'),
    dialog: 'closes',
    twice: { name: 'planning delete confirmation', success: 'Planning deleted.' },
  },
  {
    name: 'planning popup: loading the note (silent)',
    call: 'get /service-desk/api/general-popup/4/sd_problem/root-cause',
    arrange: nothing,
    render: renderPlanningDialog,
    expect: 'silent',
    settled: async () => {
      expect(await screen.findByRole('textbox', { name: /Description/ })).toHaveValue('');
    },
    dialog: 'stays',
  },
  {
    name: 'planning popup: saving',
    call: 'post /service-desk/api/general-popup/4/sd_problem',
    arrange: notWritten,
    render: renderPlanningDialog,
    prepare: typeDescription,
    dialog: 'stays',
    ...keptForRetry('Submit', 'description', [{ label: /Description/, value: 'Expired certificate' }]),
    twice: {
      name: 'planning popup',
      done: async () => {
        await screen.findByRole('button', { name: 'Submit' });
        expect(screen.getByRole('textbox', { name: /Description/ })).toBeInTheDocument();
      },
    },
  },
  {
    name: 'attach assets dialog: the list',
    call: 'get /service-desk/api/asset-list',
    arrange: () => serveAssetFilterStructure(),
    render: renderAttachAssets,
    dialog: 'stays',
  },
  {
    name: 'attach assets dialog: attaching',
    call: 'post /service-desk/api/problem-attach-assets/4',
    render: renderAttachAssets,
    prepare: click('checkbox', 'Select Mail server'),
    submit: onScreen('Submit'),
    dialog: 'stays',
    after: () => {
      expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
      expect(screen.getByRole('checkbox', { name: 'Select Mail server' })).toBeChecked();
    },
    twice: { name: 'attach assets', done: attached },
  },
  {
    name: 'attach tickets dialog: attaching',
    call: 'post /service-desk/api/problem-attach-ticket/4',
    arrange: serveTicketLookup,
    render: renderAttachTickets,
    prepare: chooseTicketToAttach,
    submit: onScreen('Submit'),
    dialog: 'stays',
    after: () => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled(),
    twice: { name: 'attach tickets', done: attached },
  },
]);
