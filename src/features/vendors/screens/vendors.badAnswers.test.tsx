import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { describeScreenCalls, inDialog, onScreen, retype, openConfirmation, rowDeletion } from '@/testing/screenCalls';
import { serveGet } from '@/testing/serve';
import { describeUnmountWhileLoading } from '@/testing/unmountWhileLoading';
import { carriedMessage, forgetCarriedMessage } from '@/ui/carriedMessage';
import VendorFormScreen from './VendorFormScreen';
import VendorListScreen from './VendorListScreen';
import VendorViewScreen from './VendorViewScreen';

jest.setTimeout(30_000);
afterEach(() => forgetCarriedMessage());

const API = '/service-desk/api';
const VENDOR = {
  id: 2,
  name: 'Globex',
  description: 'Supplies.',
  email: 'sales@globex.example',
  primary_contact: 'Hank',
  address: '1 Cypress Creek',
  status_id: 1,
  status: { id: 1, name: 'Active' },
  created_at: '2024-01-01 10:00:00',
  updated_at: '2024-01-01 10:00:00',
};
const serveVendor = () => serveGet(`${API}/vendor/2`, { data: { vendor: VENDOR } });
const serveTabs = () => {
  serveGet(`${API}/vendor/contract/2`, { data: { contracts: [], total: 0 } });
  serveGet(`${API}/vendor/product/2`, { data: { products: [], total: 0 } });
};

describeScreenCalls('the vendor list', { render: () => renderWithPlugin(<VendorListScreen />) }, [
  { name: 'the list call', call: `get ${API}/vendor-list` },
  {
    name: 'the delete call',
    call: `delete ${API}/vendor/2`,
    arrange: () => serveGet(`${API}/vendor-list`, { data: { vendors: [VENDOR], total: 1 } }),
    ...rowDeletion('Globex'),
    twice: { name: 'vendor delete confirmation', success: 'Deleted.' },
  },
]);

const renderForm = () => renderWithPlugin(<VendorFormScreen params={{ id: '2' }} />);
describeScreenCalls('the vendor form', { render: renderForm }, [
  { name: 'loading the vendor', call: `get ${API}/vendor/2` },
  {
    name: 'saving',
    call: `post ${API}/vendor`,
    arrange: serveVendor,
    prepare: retype(/Name/, 'Renamed'),
    submit: onScreen('Save'),
    typed: [{ label: /Name/, value: 'Renamed' }],
    fieldError: { field: 'email', shown: true },
    twice: {
      name: 'vendor form',
      success: 'Vendor updated successfully.',
      done: () => waitFor(() => expect(carriedMessage()).toBe('Vendor updated successfully.')),
    },
  },
]);

const renderView = () => renderWithPlugin(<VendorViewScreen params={{ id: '2' }} />);
describeScreenCalls('the vendor page', { render: renderView }, [
  { name: 'loading the vendor', call: `get ${API}/vendor/2`, arrange: serveTabs },
  {
    name: 'the contracts tab',
    call: `get ${API}/vendor/contract/2`,
    arrange: () => {
      serveVendor();
      serveGet(`${API}/vendor/product/2`, { data: { products: [], total: 0 } });
    },
  },
  {
    name: 'the products tab',
    call: `get ${API}/vendor/product/2`,
    arrange: () => {
      serveVendor();
      serveGet(`${API}/vendor/contract/2`, { data: { contracts: [], total: 0 } });
    },
    act: async (user: UserEvent) => {
      await user.click(await screen.findByRole('tab', { name: 'Associated products' }));
    },
  },
  {
    name: 'deleting the vendor',
    call: `delete ${API}/vendor/2`,
    arrange: () => {
      serveVendor();
      serveTabs();
    },
    prepare: openConfirmation('Delete'),
    submit: inDialog('Delete'),
    dialog: 'closes',
    twice: { name: 'vendor page delete', success: 'Vendor deleted successfully.' },
  },
]);

describeUnmountWhileLoading([
  ['vendor edit form', renderForm],
  ['vendor page', renderView],
]);
