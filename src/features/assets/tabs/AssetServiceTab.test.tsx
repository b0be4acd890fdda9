import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { expectLinkTo } from '@/testing/links';
import { API, renderWithPlugin } from '@/testing/renderWithPlugin';
import { recordQueryStrings } from '@/testing/serve';
import { ASSET_SERVICES } from './assetServices';
import { AssetServiceTab } from './AssetServiceTab';

const ASSET = 41;
const service = (type: string) => ASSET_SERVICES.find((entry) => entry.type === type)!;

const ROWS = {
  sd_problem: [
    {
      id: 5,
      identifier: 'PRB-5',
      subject: 'Mail outage',
      requester: { id: 7, full_name: 'Rita Requester' },
      department: { id: 2, name: 'IT' },
      status: { id: 1, name: 'Open' },
      created_at: '2024-03-01 10:00:00',
    },
  ],
  sd_changes: [{ id: 8, identifier: 'CHN-8', subject: 'Move the rack', created_at: '2024-03-01 10:00:00' }],
  sd_releases: [
    {
      id: 3,
      identifier: 'REL-3',
      subject: 'Q1 window',
      release_type: { id: 1, name: 'Minor' },
      planned_start_date: '0000-00-00 00:00:00',
      planned_end_date: null,
      created_at: '2024-03-01 10:00:00',
    },
  ],
  sd_contracts: [
    {
      id: 2,
      name: 'Rack support',
      vendor: { id: 4, name: 'APC' },
      contract_type: { id: 1, name: 'Support' },
      contract_status: { id: 1, name: 'Active' },
      contract_renewal_status: null,
      expiry: { title: 'Expires', timestamp: '2027-01-31 00:00:00' },
      created_at: '2024-03-01 10:00:00',
    },
  ],
  tickets: [
    {
      id: 11,
      ticket_number: 'AAAA-0011',
      title: 'Rack is beeping',
      assigned: { id: 1, full_name: 'Ada Admin' },
      status: { id: 1, name: 'Open' },
      priority: { id: 2, name: 'High' },
      created_at: '2024-03-01 10:00:00',
    },
  ],
};

const CASES = [
  [
    'sd_problem',
    'problem-list',
    'problems',
    'asset_ids',
    { name: 'Mail outage', href: '/service-desk/problem/5/show' },
  ],
  [
    'sd_changes',
    'change-list',
    'changes',
    'asset_ids',
    { name: 'Move the rack', href: '/service-desk/changes/8/show' },
  ],
  [
    'sd_releases',
    'release-list',
    'releases',
    'asset_ids',
    { name: 'Q1 window', href: '/service-desk/releases/3/show' },
  ],
  [
    'sd_contracts',
    'contract-list',
    'contracts',
    'asset_ids',
    { name: 'Rack support', href: '/service-desk/contracts/2/show' },
  ],
  ['tickets', 'ticket-list', 'tickets', 'asset-ids', { name: 'Rack is beeping', href: '/thread/11' }],
] as const;

describe('an associated-records tab of the asset page', () => {
  it.each(CASES)(
    '%s: asks %s filtered to the asset, reads data.%s, links each row',
    async (type, path, key, filter, link) => {
      const sent = recordQueryStrings(`/service-desk/api/${path}`, {
        data: { [key]: ROWS[type], total: 1 },
      });
      renderWithPlugin(<AssetServiceTab assetId={ASSET} service={service(type)} canDetach />);
      expect(await screen.findByRole('link', { name: link.name })).toHaveAttribute('href', link.href);
      expect(sent[0]).toContain(`${filter}[0]=${ASSET}`);
      expect(sent[0]).toContain('sort-field=id');
      expect(sent[0]).toContain('sort-order=asc');
      expect(sent[0]).toContain('page=1');
      expect(sent[0]).toContain('limit=10');
    },
  );

  it('shows the spec’s columns and links: users, departments, vendors, and --- for zero dates', async () => {
    recordQueryStrings('/service-desk/api/problem-list', { data: { problems: ROWS.sd_problem, total: 1 } });
    recordQueryStrings('/service-desk/api/release-list', { data: { releases: ROWS.sd_releases, total: 1 } });
    recordQueryStrings('/service-desk/api/contract-list', { data: { contracts: ROWS.sd_contracts, total: 1 } });
    recordQueryStrings('/service-desk/api/ticket-list', { data: { tickets: ROWS.tickets, total: 1 } });
    const { unmount } = renderWithPlugin(
      <>
        <AssetServiceTab assetId={ASSET} service={service('sd_problem')} canDetach />
        <AssetServiceTab assetId={ASSET} service={service('sd_releases')} canDetach />
        <AssetServiceTab assetId={ASSET} service={service('sd_contracts')} canDetach />
        <AssetServiceTab assetId={ASSET} service={service('tickets')} canDetach />
      </>,
    );
    expect(await screen.findByRole('link', { name: 'Rita Requester' })).toHaveAttribute('href', '/user/7');
    expectLinkTo('IT', '/department/2');
    const releases = await screen.findByRole('table', { name: 'Associated releases' });
    expect(within(releases).getByRole('columnheader', { name: 'Release type' })).toBeInTheDocument();
    const releaseRow = within(releases).getAllByRole('row')[1];
    expect(within(releaseRow).getAllByText('---')).toHaveLength(2);
    const contracts = await screen.findByRole('table', { name: 'Associated contracts' });
    expect(within(contracts).getByRole('link', { name: 'APC' })).toHaveAttribute('href', '/service-desk/vendor/4/show');
    for (const header of ['Vendor', 'Contract type', 'Contract status', 'Renewal status', 'Expiry', 'Created at']) {
      expect(within(contracts).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(contracts).getByText(/^Expires /)).toBeInTheDocument();
    const tickets = await screen.findByRole('table', { name: 'Associated tickets' });
    expect(within(tickets).getByRole('link', { name: 'AAAA-0011' })).toHaveAttribute('href', '/thread/11');
    expect(within(tickets).getByRole('link', { name: 'Ada Admin' })).toHaveAttribute('href', '/user/1');
    expect(within(tickets).getByText('High')).toBeInTheDocument();
    unmount();
  });

  it('detaches a row after a 500 px confirmation, sending type and type_ids, and shows the message', async () => {
    recordQueryStrings('/service-desk/api/problem-list', { data: { problems: ROWS.sd_problem, total: 1 } });
    const bodies: unknown[] = [];
    const detach = nock(API)
      .delete(`/service-desk/api/detach-asset-services/${ASSET}`, (body) => {
        bodies.push(body);
        return true;
      })
      .reply(200, { message: 'Asset detached successfully.' });
    renderWithPlugin(<AssetServiceTab assetId={ASSET} service={service('sd_problem')} canDetach />);
    await userEvent.click(await screen.findByRole('button', { name: 'Detach: PRB-5' }));
    const dialog = await screen.findByRole('dialog');
    expect(document.querySelector('.sd-dialog-500')).not.toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Detach' }));
    expect(await screen.findByText('Asset detached successfully.')).toBeInTheDocument();
    expect(bodies).toEqual([{ type: 'sd_problem', type_ids: [5] }]);
    expect(detach.isDone()).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no detach without the flag', async () => {
    recordQueryStrings('/service-desk/api/ticket-list', { data: { tickets: ROWS.tickets, total: 1 } });
    renderWithPlugin(<AssetServiceTab assetId={ASSET} service={service('tickets')} canDetach={false} />);
    expect(await screen.findByRole('link', { name: 'AAAA-0011' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Detach/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Action' })).toBeNull();
  });
});
