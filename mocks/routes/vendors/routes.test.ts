import type { Vendor } from '../../db/vendors/vendors';
import { TestClient } from '../../testing/client';
import { expectRequired, ok, postForm, savedId } from '../../testing/requests';
import { expectRefused, referenceApi, VENDOR_ROUTES } from '../../testing/reference-api';
import { useApp } from '../../testing/use-app';

const VALID = {
  name: 'Globex Supplies',
  email: 'sales@globex.example',
  primary_contact: 'Hank Scorpio',
  address: '1 Cypress Creek',
  description: 'Office supplies.',
  status_id: '1',
};

describe('vendors', () => {
  const ctx = useApp();
  const { url, list, read, save, remove } = referenceApi<Vendor, typeof VENDOR_ROUTES>(ctx, VENDOR_ROUTES);

  const signedIn = async (name: string) => {
    const client = new TestClient(ctx.app);
    await client.signInAs(name);
    return client;
  };

  it('lists the seeded vendors at data.vendors, paged, searched and sorted, status as an object', async () => {
    // The spec's lists send ascending as sort-order=desc.
    const all = await list('sort-order=desc');
    expect(all.total).toBe(8);
    expect(all.vendors[0]).toEqual({
      id: expect.any(Number),
      name: 'Northwind Systems',
      email: 'northwind@vendors.example',
      primary_contact: 'Anna Berg',
      address: '12 Harbour Road, Leeds',
      description: 'Northwind Systems supplies and supports part of the estate.',
      status_id: 1,
      status: { id: 1, name: 'Active' },
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const byName = await list('sort-field=name&sort-order=desc&limit=2&page=2');
    expect(byName.vendors.map((vendor) => vendor.name)).toEqual(['Fabrikam Software', 'Litware Licensing']);
    expect((await list('search-query=prague')).vendors.map((vendor) => vendor.name)).toEqual(['Litware Licensing']);
    expect((await list('search-query=Proseware')).vendors[0].status).toEqual({ id: 0, name: 'Inactive' });
  });

  it('creates, reads, updates and deletes a vendor', async () => {
    const id = savedId(await save(VALID), 'Vendor created successfully.');
    expect(await read(id)).toMatchObject({ ...VALID, status_id: 1 });
    savedId(await save({ ...VALID, id, status_id: '0', email: 'desk@globex.example' }), 'Vendor updated successfully.');
    expect(await read(id)).toMatchObject({ status: { id: 0, name: 'Inactive' }, email: 'desk@globex.example' });
    expect((await remove(id)).json()).toEqual({ message: 'Vendor deleted successfully.' });
    expect((await ctx.admin.get(`${url}/${id}`)).statusCode).toBe(404);
  });

  it('answers 422 with every field required, a valid email, status 1 or 0 and a unique name', async () => {
    expectRequired(await save({}), ['name', 'email', 'primary_contact', 'address', 'description', 'status_id']);
    const bad = await save({ ...VALID, email: 'not-an-address', status_id: '2', product_id: '99999' });
    expect(bad.json()).toMatchObject({
      errors: {
        email: ['The email must be a valid email address.'],
        status_id: ['The selected status is invalid.'],
        product_id: ['The selected product is invalid.'],
      },
    });
    const taken = await save({ ...VALID, name: 'northwind systems' });
    expect(taken.json()).toMatchObject({ errors: { name: ['The name has already been taken.'] } });
  });

  it('links a vendor created from a product to that product', async () => {
    const products = async (vendorId: number) =>
      ok<{ data: { products: { id: number }[] } }>(await ctx.admin.get(`${url}/product/${vendorId}`), 'products').data
        .products;
    const id = savedId(await save({ ...VALID, product_id: '2' }), 'Vendor created successfully.');
    expect((await products(id)).map((product) => product.id)).toEqual([2]);
  });

  it('answers the vendor page tables: its contracts and its products', async () => {
    const vendor = (await list('search-query=Northwind')).vendors[0];
    const contracts = ok<{ data: { contracts: { name: string; cost: number | null }[]; total: number } }>(
      await ctx.admin.get(`${url}/contract/${vendor.id}?limit=50`),
      'contracts',
    ).data;
    expect(contracts.total).toBeGreaterThan(0);
    expect(contracts.contracts[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      cost: expect.any(Number),
      contract_start_date: expect.any(String),
      contract_end_date: expect.any(String),
    });
    const products = ok<{ data: { products: unknown[]; total: number } }>(
      await ctx.admin.get(`${url}/product/${vendor.id}`),
      'products',
    ).data;
    expect(products.products[0]).toEqual({
      id: expect.any(Number),
      name: 'ThinkPad T14',
      manufacturer: 'Lenovo',
      status: 1,
      department: { id: expect.any(Number), name: expect.any(String) },
    });
    expect((await ctx.admin.get(`${url}/contract/99999`)).statusCode).toBe(404);
  });

  it('refuses to delete a vendor contracts or products use, leaving it whole', async () => {
    const vendor = (await list('search-query=Northwind')).vendors[0];
    expectRefused(
      await remove(vendor.id),
      /^This vendor is used by \d+ contracts? and \d+ products? and cannot be deleted\.$/,
    );
    expect(await read(vendor.id)).toMatchObject({ name: 'Northwind Systems' });
  });

  it('lets agents who create contracts add a vendor, and only administrators edit or delete one', async () => {
    const agent = await signedIn('Sam Agent');
    const id = savedId(await save(VALID, agent), 'Vendor created successfully.');
    expect((await save({ ...VALID, id }, agent)).statusCode).toBe(403);
    expect((await remove(id, agent)).statusCode).toBe(403);
    const viewer = await signedIn('Vera Viewer');
    expect((await postForm(viewer, url, { ...VALID, name: 'Initech' })).statusCode).toBe(403);
  });
});
