import nock from 'nock';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ContractView } from './ContractView';
import { expectLinkTo } from '@/testing/links';
import { API, renderWithPlugin } from '@/testing/renderWithPlugin';
import {
  CONTRACT,
  CONTRACT_ACTIONS,
  CONTRACT_ID,
  CONTRACT_THREADS,
  contractActions,
  contractRecord,
  serveContractLookups,
  serveContractView,
} from '@/testing/contracts';
import { dialog } from '@/testing/badAnswers';
import { choose, expectSent } from '@/testing/recordForm';
import { recordPost, serveAssetFilterStructure, serveGet } from '@/testing/serve';
import { expectTextsIn } from '@/testing/texts';

jest.setTimeout(40_000);

const renderView = () => renderWithPlugin(<ContractView contractId={CONTRACT_ID} />);
const actionBar = () => screen.findByRole('group', { name: 'Actions' });
const pressAction = async (user: UserEvent, name: string) =>
  user.click(within(await actionBar()).getByRole('button', { name }));
const submitDialog = (user: UserEvent) => user.click(dialog().getByRole('button', { name: 'Submit' }));

/** The contract page with the dialog of its action `action` open; its call `call` is answered with `message` and recorded. */
async function openActionDialog(action: string, call: string, message: string) {
  const user = userEvent.setup();
  serveContractView();
  const posts = recordPost(`/service-desk/api/${call}/${CONTRACT_ID}`, { message });
  renderView();
  await pressAction(user, action);
  return { user, posts };
}

beforeEach(() => serveContractLookups());
afterEach(() => nock.cleanAll());

/** Records the body of each POST to `path` (answered with `message`) as text. */
function recordRawPost(path: string, message: string) {
  const bodies: string[] = [];
  nock(API)
    .post(path, (body) => {
      bodies.push(typeof body === 'string' ? body : JSON.stringify(body));
      return true;
    })
    .reply(200, { message });
  return bodies;
}

describe('the contract page', () => {
  it('shows the details, the description, the attachment, the activity log first and no assets tab without assets', async () => {
    serveContractView(
      contractRecord({
        user: [{ id: 3, full_name: 'Rita Requester' }],
        organization: [{ id: 5, name: 'Acme Ltd' }],
        description: '<p>Three printers<img src=x onerror="alert(1)"></p>',
      }),
    );
    renderView();
    expect(await screen.findByRole('heading', { name: 'Printer lease' })).toBeInTheDocument();
    const details = screen.getByLabelText('Contract details');
    for (const text of ['Lease', 'Acme Supplies', 'Approved', 'Per seat', '1200.50', 'CNT-21', 'Ada Admin']) {
      expect(details).toHaveTextContent(text);
    }
    expectTextsIn(details, ['Rita Requester', 'Acme Ltd', 'Sam Agent, finance@example.com']);
    expect(screen.getByText('Three printers')).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
    expectLinkTo(/lease\.pdf/, `${API}/service-desk/download/40/sd_contracts:${CONTRACT_ID}/attachment`);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Activity log', 'Contract history']);
    expect(screen.getByRole('tab', { name: 'Activity log' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows each action only with its flag, and no action bar when the flags cannot be read', async () => {
    serveContractView(contractRecord(), contractActions({ contract_approve: false, contract_delete: false }));
    const { unmount } = renderView();
    const bar = await actionBar();
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Terminate', 'Extend', 'Renew', 'Expiry reminder', 'Attach assets']);
    expect(within(bar).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/service-desk/contracts/${CONTRACT_ID}/edit`,
    );
    unmount();
    nock.cleanAll();
    serveGet(CONTRACT, { data: { contract: contractRecord() } });
    const flags = serveGet(CONTRACT_ACTIONS, { message: 'Nope.' }, 500);
    serveGet(CONTRACT_THREADS, { data: { contract_threads: [] } });
    serveGet(/contract-log/, { data: { contract_activity_logs: { data: [], total: 0, per_page: 10 } } });
    renderView();
    await screen.findByRole('heading', { name: 'Printer lease' });
    await waitFor(() => expect(flags).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'Actions' })).toBeNull();
  });

  it('approves with an optional reason, as JSON purpose_of_approval', async () => {
    const { user, posts } = await openActionDialog('Approve', 'contract-approve', 'Contract approved.');
    await user.click(dialog().getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Contract approved.')).toBeInTheDocument();
    expect(posts).toEqual([{ purpose_of_approval: '' }]);
  });

  it('keeps reject disabled until a reason is typed, then sends purpose_of_rejection', async () => {
    const { user, posts } = await openActionDialog('Reject', 'contract-reject', 'Contract rejected.');
    const reject = dialog().getByRole('button', { name: 'Reject' });
    expect(reject).toBeDisabled();
    await user.type(dialog().getByRole('textbox', { name: 'Reason' }), 'Too expensive');
    expect(reject).toBeEnabled();
    await user.click(reject);
    expect(await screen.findByText('Contract rejected.')).toBeInTheDocument();
    expect(posts).toEqual([{ purpose_of_rejection: 'Too expensive' }]);
  });

  it('terminates after a confirmation, with an empty body', async () => {
    const user = userEvent.setup();
    serveContractView();
    const lengths: unknown[] = [];
    nock(API)
      .post(`/service-desk/api/contract-terminate/${CONTRACT_ID}`)
      .reply(200, function () {
        lengths.push(this.req.headers['content-length'] ?? '0');
        return { message: 'Contract terminated.' };
      });
    renderView();
    await pressAction(user, 'Terminate');
    expect(dialog().getByText('Are you sure you want to terminate this contract?')).toBeInTheDocument();
    expect(dialog().queryByRole('textbox')).toBeNull();
    await user.click(dialog().getByRole('button', { name: 'Terminate' }));
    expect(await screen.findByText('Contract terminated.')).toBeInTheDocument();
    expect(lengths).toEqual(['0']);
  });

  it('extends from the current end date, fixed, and renews from an editable start', async () => {
    const user = userEvent.setup();
    serveContractView();
    const extended = recordRawPost(`/service-desk/api/contract-extend/${CONTRACT_ID}`, 'Contract extended.');
    renderView();
    await pressAction(user, 'Extend');
    const start = dialog().getByLabelText('Start date');
    expect(start).toHaveValue('2026-12-31T17:00');
    expect(start).toBeDisabled();
    await submitDialog(user);
    expect(await dialog().findAllByText('This field is required.')).toHaveLength(3);
    await user.type(dialog().getByLabelText('End date'), '2027-12-31T17:00');
    await choose(user, 'Approver', 'Sam Agent');
    await user.type(dialog().getByRole('textbox', { name: 'Cost' }), '900');
    await submitDialog(user);
    await expectSent('Contract extended.', extended[0], [
      ['cost', '900'],
      ['approver_id', '7'],
      ['contract_start_date', '2026-12-31 17:00:00'],
      ['contract_end_date', '2027-12-31 17:00:00'],
    ]);

    await pressAction(user, 'Renew');
    await waitFor(() => expect(dialog().getByLabelText('Start date')).toBeEnabled());
  });

  it('sets the expiry reminder: notify-to and notify-before required, multipart', async () => {
    const user = userEvent.setup();
    serveContractView(contractRecord({ notify_to: [], notify_before: null }));
    const sent = recordRawPost(`/service-desk/api/contract-expiry-reminder/${CONTRACT_ID}`, 'Reminder saved.');
    renderView();
    await pressAction(user, 'Expiry reminder');
    await submitDialog(user);
    expect(await dialog().findAllByText('This field is required.')).toHaveLength(2);
    await choose(user, 'Notify agents', 'Sam Agent');
    await user.type(dialog().getByRole('textbox', { name: /Notify e-mail/ }), 'boss@example.com');
    await user.type(dialog().getByRole('spinbutton', { name: 'Notify before (days)' }), '5');
    await submitDialog(user);
    await expectSent('Reminder saved.', sent[0], [
      ['notify_before', '5'],
      ['notify_agent_ids[0]', '7'],
      ['email_ids[0]', 'boss@example.com'],
    ]);
  });

  it('lists the attached assets in their tab, with a detach column only with contract_asset_detach', async () => {
    const user = userEvent.setup();
    serveContractView(contractRecord({ attach_assets: [{ id: 11, name: 'Laptop 11' }] }));
    const assets = serveGet('/service-desk/api/asset-list', {
      data: {
        data: { data: [{ id: 11, name: 'Laptop 11', managed_by: null, used_by: null, contract: null }], total: 1 },
      },
    });
    const detached = nock(API)
      .delete(`/service-desk/api/contract-detach-asset/${CONTRACT_ID}/11`)
      .reply(200, { message: 'Asset detached.' });
    renderView();
    await user.click(await screen.findByRole('tab', { name: 'Associated assets' }));
    expect(await screen.findByRole('link', { name: 'Laptop 11' })).toHaveAttribute(
      'href',
      '/service-desk/assets/11/show',
    );
    expect(assets[0]).toMatchObject({ 'contract_ids[0]': String(CONTRACT_ID) });
    await user.click(await screen.findByRole('button', { name: /Detach/ }));
    await user.click(await dialog().findByRole('button', { name: /Detach|Yes|Confirm/ }));
    await waitFor(() => expect(detached.isDone()).toBe(true));
  });

  it('attaches assets through the asset picker listing those not yet on the contract', async () => {
    const user = userEvent.setup();
    serveContractView();
    serveAssetFilterStructure();
    const picker = serveGet('/service-desk/api/asset-list', {
      data: {
        data: { data: [{ id: 12, name: 'Router 12', managed_by: null, used_by: null, contract: null }], total: 1 },
      },
    });
    const posts: Array<{ body: unknown; query: string }> = [];
    nock(API)
      .post('/service-desk/api/contract-attach-asset')
      .query(true)
      .reply(200, function (uri, body) {
        posts.push({ body, query: uri.slice(uri.indexOf('?') + 1) });
        return { message: 'Assets attached.' };
      });
    renderView();
    await pressAction(user, 'Attach assets');
    await user.click(await dialog().findByRole('checkbox', { name: /Router 12/ }));
    await user.click(dialog().getByRole('button', { name: /Attach|Submit/ }));
    expect(await screen.findByText('Assets attached.')).toBeInTheDocument();
    expect(picker[0]).toMatchObject({ contract_id: String(CONTRACT_ID) });
    expect(posts).toEqual([{ body: { asset_ids: [12] }, query: `contract_id=${CONTRACT_ID}` }]);
  });
});
