import type { Product } from '../../db/products/products';
import { TestClient } from '../../testing/client';
import { assetListOf } from '../../testing/asset-list';
import { expectRequired, firstOption, ok, postJson, remove, savedId } from '../../testing/requests';
import { referenceApi } from '../../testing/reference-api';
import { useApp } from '../../testing/use-app';
import { ASSET_TYPE_LOCKED } from './routes';

const api = '/service-desk/api';
const PRODUCT_ROUTES = { path: 'product', listKey: 'products', recordKey: 'product' } as const;

describe('products', () => {
  const ctx = useApp();
  const { list, read, save } = referenceApi<Product, typeof PRODUCT_ROUTES>(ctx, PRODUCT_ROUTES);

  const validFields = async () => ({
    name: 'Surface Pro 9',
    manufacturer: 'Microsoft',
    product_status_id: String((await firstOption(ctx.admin, `${api}/dependency/product_statuses`)).id),
    procurement_mode_id: String((await firstOption(ctx.admin, `${api}/dependency/product_proc_mode`)).id),
    department_id: String((await firstOption(ctx.admin, '/api/dependency/departments')).id),
    description: 'A tablet.',
  });

  it('lists the seeded products at data.products with their references, searched and sorted', async () => {
    const all = await list('sort-order=desc');
    expect(all.total).toBe(6);
    expect(all.products[0]).toEqual({
      id: 1,
      name: 'ThinkPad T14',
      status: 1,
      manufacturer: 'Lenovo',
      product_status: { id: expect.any(Number), name: 'In production' },
      procurement: { id: expect.any(Number), name: 'Purchase' },
      department: { id: expect.any(Number), name: expect.any(String) },
      asset_type: { id: expect.any(Number), name: expect.any(String) },
      description: 'ThinkPad T14 by Lenovo.',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(all.products[1].asset_type).toBeNull();
    expect((await list('search-query=dell&sort-field=name&sort-order=desc')).products.map((p) => p.name)).toEqual([
      'Latitude 5440',
      'UltraSharp U2723QE',
    ]);
  });

  it('creates an enabled product, edits it, and deletes it with its links', async () => {
    const fields = await validFields();
    const id = savedId(await save(fields), 'Product created successfully.');
    expect(await read(id)).toMatchObject({ name: 'Surface Pro 9', status: 1, asset_type: null });
    savedId(await save({ ...fields, id, status_id: '0', manufacturer: 'MS' }), 'Product updated successfully.');
    expect(await read(id)).toMatchObject({ status: 0, manufacturer: 'MS' });
    await postJson(ctx.admin, `${api}/product/attach/vendor`, { product_id: id, vendor_ids: [1] });
    expect((await remove(ctx.admin, `${api}/product-delete/${id}`)).json()).toEqual({
      message: 'Product deleted successfully.',
    });
    expect((await ctx.admin.get(`${api}/product/${id}`)).statusCode).toBe(404);
    const vendorProducts = ok<{ data: { products: { id: number }[] } }>(
      await ctx.admin.get(`${api}/vendor/product/1`),
      'vendor products',
    ).data.products;
    expect(vendorProducts.map((product) => product.id)).not.toContain(id);
  });

  it('answers 422 for missing or unknown fields', async () => {
    expectRequired(await save({}), [
      'name',
      'manufacturer',
      'product_status_id',
      'procurement_mode_id',
      'department_id',
      'description',
    ]);
    const bad = await save({ ...(await validFields()), status_id: '5', asset_type_id: '99999', department_id: 'x' });
    expect(bad.json()).toMatchObject({
      errors: {
        status_id: ['The selected status is invalid.'],
        asset_type_id: ['The selected asset type is invalid.'],
        department_id: ['The selected department is invalid.'],
      },
    });
  });

  it('locks the asset type once it is set', async () => {
    const fields = await validFields();
    const id = savedId(await save(fields), 'Product created successfully.');
    const assetType = await firstOption(ctx.admin, `${api}/dependency/asset_types`);
    savedId(await save({ ...fields, id, asset_type_id: String(assetType.id) }), 'Product updated successfully.');
    const changed = await save({ ...fields, id, asset_type_id: String(assetType.id + 1) });
    expect(changed.json()).toMatchObject({ errors: { asset_type_id: [ASSET_TYPE_LOCKED] } });
    expect((await save({ ...fields, id })).statusCode).toBe(422);
    expect((await read(id)).asset_type).toEqual(assetType);
  });

  it('attaches and detaches vendors: the vendors tab and the vendors it can still add', async () => {
    const vendors = async () =>
      ok<{ data: { vendors: { id: number; name: string }[]; total: number } }>(
        await ctx.admin.get(`${api}/product/vendor/2?sort-order=desc`),
        'product vendors',
      ).data;
    const candidates = async () =>
      ok<{ data: { data: { id: number }[] } }>(
        await ctx.admin.get(`${api}/dependency/vendors_based_on_product?product_id=2&limit=50`),
        'candidates',
      ).data.data.map((option) => option.id);
    expect((await vendors()).vendors.map((vendor) => vendor.id)).toEqual([2]);
    expect(await candidates()).not.toContain(2);
    const none = await postJson(ctx.admin, `${api}/product/attach/vendor`, { product_id: 2, vendor_ids: [] });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ message: 'Please select vendors.' });
    const attached = await postJson(ctx.admin, `${api}/product/attach/vendor`, { product_id: 2, vendor_ids: [5, 6] });
    expect(attached.json()).toEqual({ message: 'Vendors attached successfully.' });
    expect((await vendors()).vendors[0]).toEqual({
      id: 2,
      name: 'Contoso Hardware',
      email: 'contoso@vendors.example',
      primary_contact: 'Marc Dubois',
    });
    expect(await candidates()).not.toContain(5);
    expect((await remove(ctx.admin, `${api}/product/detach-vendor/2/5`)).json()).toEqual({
      message: 'Vendor detached successfully.',
    });
    expect((await vendors()).total).toBe(2);
    expect((await remove(ctx.admin, `${api}/product/detach-vendor/2/5`)).statusCode).toBe(404);
  });

  it('attaches assets (taking them from any other product) and detaches them; the asset answers its product', async () => {
    const assets = assetListOf(ctx);
    const ofProduct = async (id: number) => (await assets(`product_ids=${id}&limit=50`)).data.map((asset) => asset.id);
    expect(await ofProduct(1)).toEqual([2, 1]);
    const none = await postJson(ctx.admin, `${api}/product/attach-asset`, { product_id: 1, asset_ids: [] });
    expect(none.json()).toMatchObject({ message: 'Please select assets.' });
    const attached = await postJson(ctx.admin, `${api}/product/attach-asset`, { product_id: 1, asset_ids: [3] });
    expect(attached.json()).toEqual({ message: 'Assets attached successfully.' });
    expect(await ofProduct(1)).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(await ofProduct(2)).toEqual([4]);
    const detail = ok<{ data: { asset: { product: unknown } } }>(await ctx.admin.get(`${api}/asset/3`), 'asset');
    expect(detail.data.asset.product).toEqual({ id: 1, name: 'ThinkPad T14' });
    expect((await assets('product_id=1&asset_ids=3')).total).toBe(0);
    expect((await assets('product_id=2&asset_ids=3')).total).toBe(1);
    expect((await remove(ctx.admin, `${api}/product/detach-asset/1/3`)).json()).toEqual({
      message: 'Asset detached successfully.',
    });
    expect(await ofProduct(1)).toEqual([2, 1]);
  });

  it('lets only administrators change products', async () => {
    const agent = new TestClient(ctx.app);
    await agent.signInAs('Sam Agent');
    expect((await save(await validFields(), agent)).statusCode).toBe(403);
    expect((await postJson(agent, `${api}/product/attach/vendor`, { product_id: 1, vendor_ids: [3] })).statusCode).toBe(
      403,
    );
    expect((await remove(agent, `${api}/product-delete/1`)).statusCode).toBe(403);
    expect((await remove(agent, `${api}/product/detach-vendor/1/1`)).statusCode).toBe(403);
  });
});
