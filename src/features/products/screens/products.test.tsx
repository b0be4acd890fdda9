import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import nock from 'nock';
import { expectLinkTo } from '@/testing/links';
import { renderSaving, choose, errorOf, multipartFields, REQUIRED, setUpFormTests } from '@/testing/recordForm';
import { API, renderWithPlugin } from '@/testing/renderWithPlugin';
import { serveGet, serveLookup } from '@/testing/serve';
import ProductFormScreen from './ProductFormScreen';
import ProductListScreen from './ProductListScreen';
import ProductViewScreen from './ProductViewScreen';
import { chooseMenuItem } from '@/testing/menus';
import { productRecord, serveProductLookups } from '@/testing/products';
import { pressUntilTimerSet } from '@/testing/navigation';

setUpFormTests({ lookups: false });

const SD = '/service-desk/api';
const PRODUCT = productRecord();
const box = (name: RegExp) => screen.getByRole('textbox', { name });

const serveLookups = () =>
  serveProductLookups(PRODUCT, [
    { id: 4, name: 'Laptop' },
    { id: 6, name: 'Monitor' },
  ]);

describe('the product list', () => {
  it('shows the status as Enable or Disable, with view, edit and delete, and a create link', async () => {
    serveGet(`${SD}/product-list`, {
      data: { products: [PRODUCT, { ...PRODUCT, id: 6, name: 'Old', status: 0 }], total: 2 },
    });
    renderWithPlugin(<ProductListScreen />);
    const table = await screen.findByRole('table', { name: 'Products' });
    const row = (await within(table).findByText('ThinkPad T14')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Enable')).toBeInTheDocument();
    expect(within(row).getByText('In production')).toBeInTheDocument();
    expect(
      within(within(table).getByText('Old').closest('tr') as HTMLElement).getByText('Disable'),
    ).toBeInTheDocument();
    expectLinkTo('View: ThinkPad T14', '/service-desk/products/5/show');
    expectLinkTo('Create product', '/service-desk/products/create');
  });
});

describe('the product form', () => {
  it('requires name, manufacturer, product status, procurement mode, department and description', async () => {
    serveLookups();
    const { user, posts } = renderSaving(<ProductFormScreen params={{}} />, 'product', {
      message: 'Product created successfully.',
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(box(/Name/))).toBe(REQUIRED));
    expect(errorOf(box(/Manufacturer/))).toBe(REQUIRED);
    expect(errorOf(box(/Description/))).toBe(REQUIRED);
    for (const label of ['Product status', 'Procurement mode', 'Department']) {
      expect(errorOf(screen.getByRole('combobox', { name: label }))).toBe(REQUIRED);
    }
    expect(posts).toHaveLength(0);
  });

  it('creates an enabled product, then opens the list 3 seconds later', async () => {
    serveLookups();
    const { user, posts, navigateToUrl } = renderSaving(<ProductFormScreen params={{}} />, 'product', {
      message: 'Product created successfully.',
      data: { id: 9 },
    });
    expect(screen.getByRole('radio', { name: 'Enable' })).toBeChecked();
    await user.type(box(/Name/), 'Surface');
    await user.type(box(/Manufacturer/), 'Microsoft');
    await choose(user, 'Product status', 'In production');
    await choose(user, 'Procurement mode', 'Purchase');
    await choose(user, 'Department', 'IT');
    await user.type(box(/Description/), 'A tablet.');
    await user.click(screen.getByRole('heading', { name: 'Create product' }));
    await pressUntilTimerSet(screen.getByRole('button', { name: 'Save' }));
    expect(multipartFields(posts[0].body)).toEqual([
      ['name', 'Surface'],
      ['status_id', '1'],
      ['product_status_id', '1'],
      ['manufacturer', 'Microsoft'],
      ['department_id', '3'],
      ['procurement_mode_id', '2'],
      ['description', 'A tablet.'],
      ['asset_type_id', ''],
    ]);
    act(() => jest.advanceTimersByTime(3000));
    expect(navigateToUrl).toHaveBeenCalledWith('/service-desk/products');
  });

  it('locks the asset type of a product that has one', async () => {
    serveLookups();
    serveGet(`${SD}/product/5`, { data: { product: PRODUCT } });
    renderWithPlugin(<ProductFormScreen params={{ id: '5' }} />);
    await waitFor(() => expect(box(/Name/)).toHaveValue('ThinkPad T14'));
    expect(screen.getByRole('combobox', { name: 'Asset type' })).toBeDisabled();
  });
});

describe('the product page', () => {
  const serveProduct = () => {
    serveGet(`${SD}/product/5`, { data: { product: PRODUCT } });
    serveGet(`${SD}/product/vendor/5`, {
      data: { vendors: [{ id: 8, name: 'Northwind', email: 'n@vendors.example', primary_contact: 'Anna' }], total: 1 },
    });
    return serveGet(`${SD}/asset-list`, { data: { data: { data: [], total: 0 } } });
  };

  it('shows the details and lists its assets by product_ids', async () => {
    const assets = serveProduct();
    renderWithPlugin(<ProductViewScreen params={{ id: '5' }} />);
    expect(await screen.findByRole('heading', { name: 'ThinkPad T14' })).toBeInTheDocument();
    const details = screen.getByLabelText('Product details');
    for (const text of ['Enable', 'Lenovo', 'In production', 'IT', 'Purchase', 'Laptop']) {
      expect(within(details).getByText(text)).toBeInTheDocument();
    }
    await waitFor(() => expect(assets[0]).toMatchObject({ 'product_ids[0]': '5' }));
  });

  it('adds a new vendor in a dialog, sent with the product id', async () => {
    serveProduct();
    const { user, posts } = renderSaving(<ProductViewScreen params={{ id: '5' }} />, 'vendor', {
      message: 'Vendor created successfully.',
      data: { id: 12 },
    });
    await chooseMenuItem(user, 'Vendor', 'New vendor');
    const dialog = await screen.findByRole('dialog', { name: 'New vendor' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Globex');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'sales@globex.example');
    await user.type(within(dialog).getByRole('textbox', { name: /Primary contact/ }), 'Hank');
    await user.type(within(dialog).getByRole('textbox', { name: /Address/ }), '1 Creek');
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Supplies.');
    await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Vendor created successfully.')).toBeInTheDocument();
    expect(multipartFields(posts[0].body)[0]).toEqual(['product_id', '5']);
  });

  it('attaches existing vendors, Proceed disabled until one is chosen', async () => {
    const user = userEvent.setup();
    serveProduct();
    const candidates = serveLookup(`${SD}/dependency/vendors_based_on_product`, [{ id: 3, name: 'Contoso' }]);
    const attached = nock(API)
      .post(`${SD}/product/attach/vendor`, { vendor_ids: [3], product_id: 5 })
      .reply(200, { message: 'Vendors attached successfully.' });
    renderWithPlugin(<ProductViewScreen params={{ id: '5' }} />);
    await chooseMenuItem(user, 'Vendor', 'Existing vendor');
    const dialog = await screen.findByRole('dialog', { name: 'Existing vendor' });
    expect(within(dialog).getByRole('button', { name: 'Proceed' })).toBeDisabled();
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Contoso' }));
    await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Vendors attached successfully.')).toBeInTheDocument();
    expect(attached.isDone()).toBe(true);
    expect(candidates[0]).toMatchObject({ product_id: '5' });
  });

  it('detaches a vendor after the confirmation', async () => {
    const user = userEvent.setup();
    serveProduct();
    const detached = nock(API)
      .delete(`${SD}/product/detach-vendor/5/8`)
      .reply(200, { message: 'Vendor detached successfully.' });
    renderWithPlugin(<ProductViewScreen params={{ id: '5' }} />);
    await user.click(await screen.findByRole('tab', { name: 'Associated vendors' }));
    await user.click(await screen.findByRole('button', { name: 'Detach: Northwind' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Detach' }));
    expect(await screen.findByText('Vendor detached successfully.')).toBeInTheDocument();
    expect(detached.isDone()).toBe(true);
  });
});
