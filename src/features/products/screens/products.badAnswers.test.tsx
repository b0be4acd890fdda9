import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { describeScreenCalls, inDialog, onScreen, retype, rowDeletion } from '@/testing/screenCalls';
import { serveGet, serveLookup } from '@/testing/serve';
import { describeUnmountWhileLoading } from '@/testing/unmountWhileLoading';
import { forgetCarriedMessage } from '@/ui/carriedMessage';
import ProductFormScreen from './ProductFormScreen';
import ProductListScreen from './ProductListScreen';
import ProductViewScreen from './ProductViewScreen';
import { chooseMenuItem } from '@/testing/menus';
import { productRecord, serveProductLookups } from '@/testing/products';

jest.setTimeout(30_000);
afterEach(() => forgetCarriedMessage());

const API = '/service-desk/api';
const PRODUCT = productRecord({
  id: 2,
  name: 'Surface',
  manufacturer: 'Microsoft',
  asset_type: null,
  description: 'A tablet.',
});
const VENDOR = { id: 8, name: 'Northwind', email: 'n@vendors.example', primary_contact: 'Anna' };
const serveProduct = () => serveGet(`${API}/product/2`, { data: { product: PRODUCT } });
const serveVendors = () => serveGet(`${API}/product/vendor/2`, { data: { vendors: [VENDOR], total: 1 } });
const serveAssets = () => serveGet(`${API}/asset-list`, { data: { data: { data: [], total: 0 } } });
const serveLookups = () => serveProductLookups(PRODUCT, []);

describeScreenCalls('the product list', { render: () => renderWithPlugin(<ProductListScreen />) }, [
  { name: 'the list call', call: `get ${API}/product-list` },
  {
    name: 'the delete call',
    call: `delete ${API}/product-delete/2`,
    arrange: () => serveGet(`${API}/product-list`, { data: { products: [PRODUCT], total: 1 } }),
    ...rowDeletion('Surface'),
    twice: { name: 'product delete confirmation', success: 'Deleted.' },
  },
]);

const renderForm = () => renderWithPlugin(<ProductFormScreen params={{ id: '2' }} />);
describeScreenCalls('the product form', { render: renderForm, arrange: serveLookups }, [
  { name: 'loading the product', call: `get ${API}/product/2` },
  {
    name: 'saving',
    call: `post ${API}/product`,
    arrange: () => {
      serveLookups();
      serveProduct();
    },
    prepare: retype(/Manufacturer/, 'MS'),
    submit: onScreen('Save'),
    typed: [{ label: /Manufacturer/, value: 'MS' }],
    fieldError: { field: 'manufacturer', shown: true },
    twice: { name: 'product form', success: 'Product updated successfully.' },
  },
]);

const renderView = () => renderWithPlugin(<ProductViewScreen params={{ id: '2' }} />);
describeScreenCalls('the product page', { render: renderView }, [
  {
    name: 'the assets tab',
    call: `get ${API}/asset-list`,
    arrange: () => {
      serveProduct();
      serveVendors();
    },
  },
  {
    name: 'the vendors tab',
    call: `get ${API}/product/vendor/2`,
    arrange: () => {
      serveProduct();
      serveAssets();
    },
    act: async (user: UserEvent) => {
      await user.click(await screen.findByRole('tab', { name: 'Associated vendors' }));
    },
  },
  {
    name: 'attaching an existing vendor',
    call: `post ${API}/product/attach/vendor`,
    arrange: () => {
      serveProduct();
      serveAssets();
      serveLookup(`${API}/dependency/vendors_based_on_product`, [{ id: 3, name: 'Contoso' }]);
    },
    prepare: async (user: UserEvent) => {
      await chooseMenuItem(user, 'Vendor', 'Existing vendor');
      const dialog = await screen.findByRole('dialog');
      await user.click(await within(dialog).findByRole('checkbox', { name: 'Contoso' }));
    },
    submit: inDialog('Proceed'),
    twice: { name: 'existing vendor', success: 'Vendors attached successfully.' },
  },
  {
    name: 'detaching a vendor',
    call: `delete ${API}/product/detach-vendor/2/8`,
    arrange: () => {
      serveProduct();
      serveAssets();
      serveVendors();
    },
    prepare: async (user: UserEvent) => {
      await user.click(await screen.findByRole('tab', { name: 'Associated vendors' }));
      await user.click(await screen.findByRole('button', { name: 'Detach: Northwind' }));
      await screen.findByRole('dialog');
    },
    submit: inDialog('Detach'),
    dialog: 'closes',
  },
  {
    name: 'deleting the product',
    call: `delete ${API}/product-delete/2`,
    arrange: () => {
      serveProduct();
      serveAssets();
    },
    prepare: async (user: UserEvent) => {
      await chooseMenuItem(user, 'More', 'Delete');
      await screen.findByRole('dialog');
    },
    submit: inDialog('Delete'),
    dialog: 'closes',
  },
]);

describeUnmountWhileLoading([
  ['product edit form', renderForm],
  ['product page', renderView],
]);
