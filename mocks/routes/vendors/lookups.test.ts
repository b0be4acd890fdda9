import { optionNames } from '../../testing/requests';
import { useApp } from '../../testing/use-app';

const dependency = '/service-desk/api/dependency';

describe('vendor, product and type lookups', () => {
  const ctx = useApp({ once: true });
  const names = (lookup: string) => optionNames(ctx.admin, `${dependency}/${lookup}`);

  it('lists vendors, contract types, license types, product statuses and procurement modes by name', async () => {
    expect(await names('vendors?search-query=ware')).toEqual([
      'Contoso Hardware',
      'Fabrikam Software',
      'Litware Licensing',
      'Proseware Support',
    ]);
    expect(await names('contract_types')).toEqual(['Lease', 'Maintenance', 'Software license', 'Support', 'Warranty']);
    expect(await names('license_types')).toEqual(['Per device', 'Per seat', 'Site', 'Subscription']);
    expect(await names('product_statuses')).toEqual(['In production', 'In pipeline', 'Retired']);
    expect(await names('product_proc_mode')).toEqual(['Donation', 'Lease', 'Purchase', 'Subscription']);
  });

  it('lists the vendors a product is not bought from yet', async () => {
    expect(await names('vendors_based_on_product?product_id=1&limit=50')).not.toContain('Northwind Systems');
    expect(await names('vendors_based_on_product?limit=50')).toContain('Northwind Systems');
    expect((await ctx.admin.get(`${dependency}/vendors_based_on_product?product_id=x`)).statusCode).toBe(422);
  });
});
