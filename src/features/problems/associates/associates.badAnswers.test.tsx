import nock from 'nock';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import AssetsTab from './AssetsTab';
import TicketsTab from './TicketsTab';
import PlanningTab from './PlanningTab';
import PlanningDialog from './PlanningDialog';
import AttachAssetsToProblemDialog from './AttachAssetsToProblemDialog';
import AttachTicketsDialog from './AttachTicketsDialog';
import { API, lookupPage, renderWithPlugin } from '@/testing/renderWithPlugin';
import { describeBadAnswers, describeDoubleSubmits, dialog } from '@/testing/badAnswers';

jest.setTimeout(20_000);

const ASSET = { id: 11, name: 'Mail server', managed_by: null, used_by: null, contract: null };
const TICKET = { id: 102, ticket_number: 'AAA-0102', subject: 'Mail slow', assignedTo: null, assignedTeam: null };
const NOTE = {
  key: 'solution',
  title: 'Grow the volume',
  description: '<p>Add 20 GB</p>',
  updated_at: '2026-11-21 14:05:00',
  attachment: null,
};

const serveAssets = () =>
  nock(API)
    .persist()
    .get('/service-desk/api/asset-list')
    .query(true)
    .reply(200, { data: { data: { data: [ASSET], total: 1 } } });
const serveTickets = () =>
  nock(API)
    .persist()
    .get('/service-desk/api/problem-tickets/4')
    .query(true)
    .reply(200, { data: { tickets: [TICKET], total: 1 } });
const servePlanning = () =>
  nock(API)
    .persist()
    .get('/service-desk/api/problem-planning/4')
    .reply(200, { data: { planning_popups: [NOTE] } });
const serveTicketLookup = () =>
  nock(API)
    .persist()
    .get('/service-desk/api/dependency/tickets_based_on_problem')
    .query(true)
    .reply(200, lookupPage([{ id: 70, name: '#AAA-0070 Printer jam' }]));
const serveStatuses = () =>
  nock(API)
    .persist()
    .get('/api/dependency/statuses')
    .query(true)
    .reply(200, lookupPage([{ id: 3, name: 'Closed' }]));
const notWritten = () =>
  nock(API)
    .persist()
    .get('/service-desk/api/general-popup/4/sd_problem/root-cause')
    .reply(404, { message: 'Not found.' });

const renderAssets = () => renderWithPlugin(<AssetsTab problemId={4} onChanged={() => undefined} />);
const renderTickets = () => renderWithPlugin(<TicketsTab problemId={4} onChanged={() => undefined} />);
const renderPlanning = () => renderWithPlugin(<PlanningTab problemId={4} onChanged={() => undefined} />);
const renderPlanningDialog = () =>
  renderWithPlugin(
    <PlanningDialog problemId={4} identifier="root-cause" onClose={() => undefined} onSaved={() => undefined} />,
  );
let onAttached = jest.fn();
beforeEach(() => {
  onAttached = jest.fn();
});
const attached = () => waitFor(() => expect(onAttached).toHaveBeenCalledTimes(1));
const renderAttachAssets = () =>
  renderWithPlugin(
    <AttachAssetsToProblemDialog problemId={4} show onClose={() => undefined} onAttached={onAttached} />,
  );
const renderAttachTickets = () =>
  renderWithPlugin(<AttachTicketsDialog problemId={4} show onClose={() => undefined} onAttached={onAttached} />);

async function confirmDetach(user: UserEvent, name: string) {
  await user.click(await screen.findByRole('button', { name }));
  await user.click(dialog().getByRole('button', { name: 'Detach' }));
}

async function chooseTicketToAttach(user: UserEvent) {
  const combo = await screen.findByRole('combobox');
  await user.click(combo);
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

const description = () => screen.getByRole('textbox', { name: /Description/ });

describeBadAnswers('the problem associates with bad answers', [
  {
    name: 'assets tab: the list',
    method: 'get',
    path: '/service-desk/api/asset-list',
    arrange: () => undefined,
    render: renderAssets,
    expect: 'alert',
  },
  {
    name: 'assets tab: detach',
    method: 'delete',
    path: '/service-desk/api/problem-detach-asset/4/11',
    arrange: serveAssets,
    render: renderAssets,
    act: (user) => confirmDetach(user, 'Detach: Mail server'),
    expect: 'alert',
    dialog: 'closes',
    after: async () => {
      expect(await screen.findByRole('button', { name: 'Detach: Mail server' })).toBeEnabled();
    },
  },
  {
    name: 'tickets tab: the list',
    method: 'get',
    path: '/service-desk/api/problem-tickets/4',
    arrange: () => undefined,
    render: renderTickets,
    expect: 'alert',
  },
  {
    name: 'tickets tab: detach',
    method: 'delete',
    path: '/service-desk/api/problem-detach-ticket/4/102',
    arrange: serveTickets,
    render: renderTickets,
    act: (user) => confirmDetach(user, 'Detach: AAA-0102'),
    expect: 'alert',
    dialog: 'closes',
  },
  {
    name: 'tickets tab: bulk action',
    method: 'post',
    path: '/service-desk/api/problem-bulk-actions',
    arrange: () => {
      serveTickets();
      serveStatuses();
    },
    render: renderTickets,
    act: async (user) => {
      await openBulkStatus(user);
      await user.click(dialog().getByRole('button', { name: 'Update' }));
    },
    expect: 'alert',
    dialog: 'stays',
    after: () => expect(dialog().getByRole('button', { name: 'Update' })).toBeEnabled(),
  },
  {
    name: 'planning tab: the notes (silent)',
    method: 'get',
    path: '/service-desk/api/problem-planning/4',
    arrange: () => undefined,
    render: renderPlanning,
    expect: 'silent',
    settled: async () => {
      expect(await screen.findByText('no data found')).toBeInTheDocument();
    },
  },
  {
    name: 'planning tab: delete',
    method: 'delete',
    path: '/service-desk/api/delete/general-popup/4/sd_problem/solution',
    arrange: servePlanning,
    render: renderPlanning,
    act: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Delete: Grow the volume' }));
      await user.click(dialog().getByRole('button', { name: 'Delete' }));
    },
    expect: 'alert',
    dialog: 'closes',
  },
  {
    name: 'planning popup: loading the note (silent)',
    method: 'get',
    path: '/service-desk/api/general-popup/4/sd_problem/root-cause',
    arrange: () => undefined,
    render: renderPlanningDialog,
    expect: 'silent',
    settled: async () => {
      expect(await screen.findByRole('textbox', { name: /Description/ })).toHaveValue('');
    },
    dialog: 'stays',
  },
  {
    name: 'planning popup: saving',
    method: 'post',
    path: '/service-desk/api/general-popup/4/sd_problem',
    arrange: notWritten,
    render: renderPlanningDialog,
    act: async (user) => {
      await user.type(await screen.findByRole('textbox', { name: /Description/ }), 'Expired certificate');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
    },
    expect: 'alert',
    dialog: 'stays',
    typed: [{ label: /Description/, value: 'Expired certificate' }],
    fieldError: { field: 'description', shown: true },
    after: () => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled(),
  },
  {
    name: 'attach assets dialog: the list',
    method: 'get',
    path: '/service-desk/api/asset-list',
    arrange: () => undefined,
    render: renderAttachAssets,
    expect: 'alert',
    dialog: 'stays',
  },
  {
    name: 'attach assets dialog: attaching',
    method: 'post',
    path: '/service-desk/api/problem-attach-assets/4',
    arrange: serveAssets,
    render: renderAttachAssets,
    act: async (user) => {
      await user.click(await screen.findByRole('checkbox', { name: 'Select Mail server' }));
      await user.click(screen.getByRole('button', { name: 'Submit' }));
    },
    expect: 'alert',
    dialog: 'stays',
    after: () => {
      expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
      expect(screen.getByRole('checkbox', { name: 'Select Mail server' })).toBeChecked();
    },
  },
  {
    name: 'attach tickets dialog: attaching',
    method: 'post',
    path: '/service-desk/api/problem-attach-ticket/4',
    arrange: serveTicketLookup,
    render: renderAttachTickets,
    act: async (user) => {
      await chooseTicketToAttach(user);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
    },
    expect: 'alert',
    dialog: 'stays',
    after: () => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled(),
  },
]);

describeDoubleSubmits('the problem associates submits', [
  {
    name: 'planning popup',
    method: 'post',
    path: '/service-desk/api/general-popup/4/sd_problem',
    arrange: notWritten,
    render: renderPlanningDialog,
    prepare: async (user) => {
      await user.type(await screen.findByRole('textbox', { name: /Description/ }), 'Expired certificate');
    },
    submit: () => screen.getByRole('button', { name: 'Submit' }),
    done: async () => {
      await screen.findByRole('button', { name: 'Submit' });
      expect(description()).toBeInTheDocument();
    },
  },
  {
    name: 'attach assets',
    method: 'post',
    path: '/service-desk/api/problem-attach-assets/4',
    arrange: serveAssets,
    render: renderAttachAssets,
    prepare: async (user) => {
      await user.click(await screen.findByRole('checkbox', { name: 'Select Mail server' }));
    },
    submit: () => screen.getByRole('button', { name: 'Submit' }),
    done: attached,
  },
  {
    name: 'attach tickets',
    method: 'post',
    path: '/service-desk/api/problem-attach-ticket/4',
    arrange: serveTicketLookup,
    render: renderAttachTickets,
    prepare: chooseTicketToAttach,
    submit: () => screen.getByRole('button', { name: 'Submit' }),
    done: attached,
  },
  {
    name: 'asset detach confirmation',
    method: 'delete',
    path: '/service-desk/api/problem-detach-asset/4/11',
    success: { message: 'Asset detached.' },
    arrange: serveAssets,
    render: renderAssets,
    prepare: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Detach: Mail server' }));
    },
    submit: () => dialog().getByRole('button', { name: 'Detach' }),
    done: async () => {
      expect(await screen.findByText('Asset detached.')).toBeInTheDocument();
    },
  },
  {
    name: 'ticket detach confirmation',
    method: 'delete',
    path: '/service-desk/api/problem-detach-ticket/4/102',
    success: { message: 'Ticket detached.' },
    arrange: serveTickets,
    render: renderTickets,
    prepare: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Detach: AAA-0102' }));
    },
    submit: () => dialog().getByRole('button', { name: 'Detach' }),
    done: async () => {
      expect(await screen.findByText('Ticket detached.')).toBeInTheDocument();
    },
  },
  {
    name: 'planning delete confirmation',
    method: 'delete',
    path: '/service-desk/api/delete/general-popup/4/sd_problem/solution',
    success: { message: 'Planning deleted.' },
    arrange: servePlanning,
    render: renderPlanning,
    prepare: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Delete: Grow the volume' }));
    },
    submit: () => dialog().getByRole('button', { name: 'Delete' }),
    done: async () => {
      expect(await screen.findByText('Planning deleted.')).toBeInTheDocument();
    },
  },
  {
    name: 'bulk action',
    method: 'post',
    path: '/service-desk/api/problem-bulk-actions',
    success: { message: 'Tickets updated.' },
    arrange: () => {
      serveTickets();
      serveStatuses();
    },
    render: renderTickets,
    prepare: openBulkStatus,
    submit: () => dialog().getByRole('button', { name: 'Update' }),
    done: async () => {
      expect(await screen.findByText('Tickets updated.')).toBeInTheDocument();
    },
  },
]);
