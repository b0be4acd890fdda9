import nock from 'nock';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ContractForm } from './ContractForm';
import { API } from '@/testing/renderWithPlugin';
import { CONTRACT, CONTRACT_ID, contractRecord, serveContractLookups } from '@/testing/contracts';
import { waitOnRealClock } from '@/testing/realClock';
import {
  answerSave,
  choose,
  chosen,
  errorOf,
  multipartFields,
  renderForm,
  REQUIRED,
  serveAttachAssetsPermission,
  setUpFormTests,
  refuseSave,
} from '@/testing/recordForm';
import { serveGet, serveLookup } from '@/testing/serve';
import { expectNavigationAfter } from '@/testing/navigation';

setUpFormTests({ lookups: false, timeoutMs: 40_000 });

beforeEach(() => serveContractLookups());
afterEach(() => nock.cleanAll());

const renderCreate = ({ attachAssets = true } = {}) => {
  serveAttachAssetsPermission(attachAssets);
  return renderForm((onSaved) => <ContractForm onSaved={onSaved} />);
};
const renderEdit = (record = contractRecord()) => {
  serveAttachAssetsPermission(true);
  serveGet(CONTRACT, { data: { contract: record } });
  return renderForm((onSaved) => <ContractForm contractId={CONTRACT_ID} onSaved={onSaved} />);
};

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const spin = (name: string) => screen.getByRole('spinbutton', { name });
const combobox = (name: string) => screen.getByRole('combobox', { name });
const submit = () => screen.getByRole('button', { name: 'Submit' });
const setDate = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillRequired(user: UserEvent) {
  await user.type(textbox('Name'), 'Printer lease');
  await user.type(await screen.findByRole('textbox', { name: 'Description' }), '<p>Three printers.</p>');
  await choose(user, 'Contract type', 'Lease');
  await choose(user, 'Status', 'Approved');
  await user.type(textbox('Cost'), '1200.5');
  setDate('Start date', '2026-01-01T09:00');
  setDate('End date', '2026-12-31T17:30');
}

describe('the contract form: rules of state', () => {
  it('sets the status to Draft and locks it when an approver is chosen, and clears and unlocks it when cleared', async () => {
    const user = userEvent.setup();
    renderCreate();
    await choose(user, 'Status', 'Approved');
    await choose(user, 'Approver', 'Sam Agent');
    await waitFor(() => expect(chosen('Status')).toEqual(['Draft']));
    expect(combobox('Status')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Remove Sam Agent/ }));
    await waitFor(() => expect(chosen('Status')).toEqual([]));
    expect(combobox('Status')).toBeEnabled();
  });

  it('locks the status in edit mode when the contract has an approver', async () => {
    renderEdit(contractRecord({ approver: { id: 7, full_name: 'Sam Agent' }, status: { id: 1, name: 'Draft' } }));
    await waitFor(() => expect(chosen('Approver')).toEqual(['Sam Agent']));
    expect(combobox('Status')).toBeDisabled();
    expect(chosen('Status')).toEqual(['Draft']);
  });

  it('hides the vendor once a user is chosen, shows the user organizations, and hides the user once a vendor is chosen', async () => {
    const user = userEvent.setup();
    const organizations = serveGet('/service-desk/api/user-organization/3', {
      data: { data: [{ id: 5, name: 'Acme Ltd' }] },
    });
    renderCreate();
    expect(screen.queryByRole('group', { name: 'Organization' })).toBeNull();
    await choose(user, 'User', 'Rita Requester');
    expect(screen.queryByRole('combobox', { name: 'Vendor' })).toBeNull();
    expect(await screen.findByRole('checkbox', { name: 'Acme Ltd' })).toBeInTheDocument();
    expect(organizations).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /Remove Rita Requester/ }));
    await choose(user, 'Vendor', 'Acme Supplies');
    expect(screen.queryByRole('combobox', { name: 'User' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Acme Ltd' })).toBeNull();
  });

  it('hides the organization field when the user organizations cannot be read', async () => {
    const user = userEvent.setup();
    serveGet('/service-desk/api/user-organization/3', { message: 'Nope.' }, 500);
    renderCreate();
    await choose(user, 'User', 'Rita Requester');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('group', { name: 'Organization' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes only digits, one point and two decimals in the cost, and clears a cost of 0', async () => {
    const user = userEvent.setup();
    renderCreate();
    await user.type(textbox('Cost'), '12a.3.456');
    expect(textbox('Cost')).toHaveValue('12.34');
    await user.clear(textbox('Cost'));
    await user.type(textbox('Cost'), '0');
    expect(textbox('Cost')).toHaveValue('');
  });

  it('shows the attach-asset field only when get/permissions allows attach_asset', async () => {
    renderCreate({ attachAssets: false });
    await screen.findByRole('combobox', { name: 'Status' });
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Assets' })).toBeNull());
  });
});

describe('the contract form: validation', () => {
  it('marks the required fields, limits the name, checks the counts and alerts when neither a user nor a vendor is chosen', async () => {
    const user = userEvent.setup();
    const { scope } = answerSave('contract', 200, { message: 'saved' });
    renderCreate();
    await user.type(textbox('Name'), 'n'.repeat(51));
    await user.type(spin('License count'), '0');
    await user.type(spin('Notify before (days)'), '0');
    await user.click(submit());
    await waitFor(() => expect(errorOf(textbox('Name'))).toBe('The name should be less than 50 characters.'));
    for (const label of ['Contract type', 'Status']) expect(errorOf(combobox(label))).toBe(REQUIRED);
    expect(errorOf(textbox('Cost'))).toBe(REQUIRED);
    expect(errorOf(textbox('Description'))).toBe(REQUIRED);
    expect(errorOf(screen.getByLabelText('Start date'))).toBe(REQUIRED);
    expect(errorOf(spin('License count'))).toBe('The value must be at least 1.');
    expect(errorOf(spin('Notify before (days)'))).toBe('The value must be at least 1.');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'At least one user or one vendor is required to create a contract.',
    );
    expect(scope.isDone()).toBe(false);
  });
});

describe('the contract form: saving', () => {
  it('posts every field as multipart to contract, dates as YYYY-MM-DD HH:mm:ss, and opens the list 3 seconds later', async () => {
    const user = userEvent.setup();
    const { posts } = answerSave('contract', 200, { message: 'Contract created successfully.' });
    const { navigateToUrl, onSaved } = renderCreate();
    await fillRequired(user);
    await choose(user, 'Vendor', 'Acme Supplies');
    await choose(user, 'License type', 'Per seat');
    await user.type(spin('License count'), '3');
    await user.type(spin('Notify before (days)'), '10');
    await choose(user, 'Notify agents', 'Sam Agent');
    await user.type(textbox(/Notify e-mail/), 'a@example.com, b@example.com');
    await choose(user, 'Assets', 'Laptop 11');
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    fireEvent.click(submit());
    await act(async () => {
      await waitOnRealClock(() => onSaved.mock.calls.length > 0);
    });
    expect(posts[0].contentType).toMatch(/^multipart\/form-data/);
    expect(multipartFields(posts[0].body)).toEqual([
      ['name', 'Printer lease'],
      ['cost', '1200.5'],
      ['license_type_id', '6'],
      ['licensce_count', '3'],
      ['description', '<p>Three printers.</p>'],
      ['contract_type_id', '3'],
      ['approver_id', ''],
      ['vendor_id', '4'],
      ['contract_start_date', '2026-01-01 09:00:00'],
      ['contract_end_date', '2026-12-31 17:30:00'],
      ['notify_before', '10'],
      ['identifier', ''],
      ['notify_agent_ids[0]', '7'],
      ['email_ids[0]', 'a@example.com'],
      ['email_ids[1]', 'b@example.com'],
      ['asset_ids[0]', '11'],
      ['status_id', '2'],
    ]);
    expect(screen.getByText('Contract created successfully.')).toBeInTheDocument();
    expectNavigationAfter(navigateToUrl, 3000, '/service-desk/contracts/list');
  });

  it('edits with the id and the user, reloads the contract after the save, and keeps values on a 422 with the message on its field', async () => {
    const user = userEvent.setup();
    serveGet('/service-desk/api/user-organization/3', { data: { data: [{ id: 5, name: 'Acme Ltd' }] } });
    const record = contractRecord({
      vendor: null,
      user: [{ id: 3, full_name: 'Rita Requester' }],
      organization: [{ id: 5, name: 'Acme Ltd' }],
    });
    const loads = serveGet(CONTRACT, { data: { contract: record } });
    serveAttachAssetsPermission(true);
    const failed = refuseSave('contract', { name: ['Taken.'] });
    renderForm((onSaved) => <ContractForm contractId={CONTRACT_ID} onSaved={onSaved} />);
    await waitFor(() => expect(textbox('Name')).toHaveValue('Printer lease'));
    expect(await screen.findByRole('checkbox', { name: 'Acme Ltd' })).toBeChecked();
    await user.clear(textbox('Name'));
    await user.type(textbox('Name'), 'Printer lease 2');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Taken.')).toBeInTheDocument();
    expect(textbox('Name')).toHaveValue('Printer lease 2');
    const fields = multipartFields(failed.posts[0].body);
    expect(fields[0]).toEqual(['id', String(CONTRACT_ID)]);
    expect(fields).toContainEqual(['user_ids[0]', '3']);
    expect(fields).toContainEqual(['organization_ids[0]', '5']);
    expect(fields).toContainEqual(['vendor_id', '']);
    expect(fields).toContainEqual(['attachment_delete', '0']);

    answerSave('contract', 200, { message: 'Contract updated successfully.' });
    const before = loads.length;
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Contract updated successfully.')).toBeInTheDocument();
    await waitFor(() => expect(loads.length).toBeGreaterThan(before));
  });
});

describe('the contract form: add new', () => {
  it("creates a vendor in the 'add vendor' modal and chooses it through dependency/vendors?search-query=", async () => {
    const user = userEvent.setup();
    const created: string[] = [];
    nock.cleanAll();
    nock(API)
      .post('/service-desk/api/vendor', (body) => {
        created.push(String(body));
        return true;
      })
      .reply(200, { message: 'Vendor created successfully.' });
    const searches = serveLookup('/service-desk/api/dependency/vendors', [{ id: 9, name: 'Globex' }]);
    serveContractLookups();
    renderCreate();
    await user.click(screen.getByRole('button', { name: 'Add vendor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add vendor' });
    expect(dialog).toBeInTheDocument();
    const field = (name: string) => within(dialog).getByRole('textbox', { name });
    await user.type(field('Name'), 'Globex');
    await user.type(field('Email'), 'sales@globex.test');
    await user.type(field('Primary contact'), 'Hank');
    await user.type(field('Address'), '1 Main St');
    await user.type(field('Description'), 'Parts');
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(chosen('Vendor')).toEqual(['Globex']));
    expect(multipartFields(created[0])).toEqual([
      ['name', 'Globex'],
      ['email', 'sales@globex.test'],
      ['primary_contact', 'Hank'],
      ['address', '1 Main St'],
      ['description', 'Parts'],
      ['status_id', '1'],
    ]);
    expect(searches.some((query) => query['search-query'] === 'Globex')).toBe(true);
  });
});
