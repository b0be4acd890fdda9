import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import type { Vendor } from '@/api/vendors';
import { expectLinkTo } from '@/testing/links';
import { renderSaving, errorOf, multipartFields, REQUIRED, setUpFormTests } from '@/testing/recordForm';
import { API, renderWithPlugin } from '@/testing/renderWithPlugin';
import { serveGet } from '@/testing/serve';
import { carriedMessage, forgetCarriedMessage } from '@/ui/carriedMessage';
import { INVALID_EMAIL } from '../form/schema';
import VendorFormScreen from './VendorFormScreen';
import VendorListScreen from './VendorListScreen';
import VendorViewScreen from './VendorViewScreen';
import { expectNavigationAfter, pressUntilTimerSet } from '@/testing/navigation';

setUpFormTests({ lookups: false });
afterEach(() => forgetCarriedMessage());

const VENDOR: Vendor = {
  id: 7,
  name: 'Northwind Systems',
  description: 'Supplies laptops.',
  email: 'northwind@vendors.example',
  primary_contact: 'Anna Berg',
  address: '12 Harbour Road',
  status_id: 1,
  status: { id: 1, name: 'Active' },
  created_at: '2024-01-01 10:00:00',
  updated_at: '2024-02-01 10:00:00',
};
const box = (name: RegExp) => screen.getByRole('textbox', { name });

describe('the vendor list', () => {
  it('shows name, primary contact, email, address and status with view, edit and delete', async () => {
    const queries = serveGet('/service-desk/api/vendor-list', { data: { vendors: [VENDOR], total: 1 } });
    renderWithPlugin(<VendorListScreen />);
    const table = await screen.findByRole('table', { name: 'Vendors' });
    const row = (await within(table).findByText('Northwind Systems')).closest('tr') as HTMLElement;
    for (const text of ['Anna Berg', 'northwind@vendors.example', '12 Harbour Road', 'Active']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(queries[0]).toEqual({ 'sort-field': 'id', 'sort-order': 'asc', page: '1', limit: '10' });
    expectLinkTo('View: Northwind Systems', '/service-desk/vendor/7/show');
    expectLinkTo('Edit: Northwind Systems', '/service-desk/vendor/7/edit');
  });
});

describe('the vendor form', () => {
  it('requires every field and a valid email, and sends nothing', async () => {
    const { user, posts } = renderSaving(<VendorFormScreen params={{}} />, 'vendor', {
      message: 'Vendor created successfully.',
    });
    await user.type(box(/Email/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(box(/Email/))).toBe(INVALID_EMAIL));
    for (const label of [/Name/, /Primary contact/, /Address/, /Description/])
      expect(errorOf(box(label))).toBe(REQUIRED);
    expect(posts).toHaveLength(0);
  });

  it("creates an inactive vendor with status_id 0 and returns to 'Vendor Index'", async () => {
    const { user, posts, navigateToUrl } = renderSaving(<VendorFormScreen params={{}} />, 'vendor', {
      message: 'Vendor created successfully.',
      data: { id: 9 },
    });
    await user.type(box(/Name/), 'Globex');
    await user.type(box(/Email/), 'sales@globex.example');
    await user.type(box(/Primary contact/), 'Hank');
    await user.type(box(/Address/), '1 Cypress Creek');
    await user.type(box(/Description/), 'Supplies.');
    await user.click(screen.getByRole('radio', { name: 'Inactive' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/service-desk/vendor'));
    expect(carriedMessage()).toBe('Vendor created successfully.');
    expect(multipartFields(posts[0].body)).toEqual([
      ['name', 'Globex'],
      ['description', 'Supplies.'],
      ['email', 'sales@globex.example'],
      ['address', '1 Cypress Creek'],
      ['primary_contact', 'Hank'],
      ['status_id', '0'],
    ]);
  });

  it('edits the stored vendor, sending its id', async () => {
    serveGet('/service-desk/api/vendor/7', { data: { vendor: VENDOR } });
    const { user, posts, navigateToUrl } = renderSaving(<VendorFormScreen params={{ id: '7' }} />, 'vendor', {
      message: 'Vendor updated successfully.',
      data: { id: 7 },
    });
    await waitFor(() => expect(box(/Name/)).toHaveValue('Northwind Systems'));
    expect(screen.getByRole('radio', { name: 'Active' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/service-desk/vendor'));
    expect(multipartFields(posts[0].body)[0]).toEqual(['id', '7']);
  });
});

describe('the vendor page', () => {
  const serveVendor = () => {
    serveGet('/service-desk/api/vendor/7', { data: { vendor: VENDOR } });
    serveGet('/service-desk/api/vendor/contract/7', {
      data: {
        contracts: [
          {
            id: 3,
            name: 'Laptop lease',
            cost: 1200,
            contract_start_date: '2024-01-01 00:00:00',
            contract_end_date: null,
          },
        ],
        total: 1,
      },
    });
    return serveGet('/service-desk/api/vendor/product/7', {
      data: {
        products: [
          { id: 4, name: 'ThinkPad T14', manufacturer: 'Lenovo', status: 0, department: { id: 1, name: 'IT' } },
        ],
        total: 1,
      },
    });
  };

  it('shows the details, the description in a dialog and the contracts and products tabs', async () => {
    const user = userEvent.setup();
    const products = serveVendor();
    renderWithPlugin(<VendorViewScreen params={{ id: '7' }} />);
    expect(await screen.findByRole('heading', { name: 'Northwind Systems' })).toBeInTheDocument();
    const details = screen.getByLabelText('Vendor details');
    for (const text of ['Active', 'northwind@vendors.example', 'Anna Berg', '12 Harbour Road']) {
      expect(within(details).getByText(text)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Show description' }));
    expect(within(await screen.findByRole('dialog')).getByText('Supplies laptops.')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    const contracts = await screen.findByRole('table', { name: 'Associated contracts' });
    expect(await within(contracts).findByText('Laptop lease')).toBeInTheDocument();
    expect(within(contracts).getByText('1200')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Associated products' }));
    const table = await screen.findByRole('table', { name: 'Associated products' });
    await within(table).findByText('ThinkPad T14');
    for (const text of ['ThinkPad T14', 'Lenovo', 'Disable', 'IT'])
      expect(within(table).getByText(text)).toBeInTheDocument();
    expect(products).toHaveLength(1);
  });

  it('deletes the vendor and opens the vendor index 3 seconds later', async () => {
    const user = userEvent.setup();
    serveVendor();
    const deleted = nock(API)
      .delete('/service-desk/api/vendor/7')
      .reply(200, { message: 'Vendor deleted successfully.' });
    const { navigateToUrl } = renderWithPlugin(<VendorViewScreen params={{ id: '7' }} />);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await pressUntilTimerSet(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Vendor deleted successfully.')).toBeInTheDocument();
    expect(deleted.isDone()).toBe(true);
    expectNavigationAfter(navigateToUrl, 3000, '/service-desk/vendor');
  });

  it("shows the server's refusal of a vendor in use and stays", async () => {
    const user = userEvent.setup();
    serveVendor();
    const message = 'This vendor is used by 1 contract and 1 product and cannot be deleted.';
    nock(API).delete('/service-desk/api/vendor/7').reply(422, { message, errors: {} });
    const { navigateToUrl } = renderWithPlugin(<VendorViewScreen params={{ id: '7' }} />);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(navigateToUrl).not.toHaveBeenCalled();
  });
});
