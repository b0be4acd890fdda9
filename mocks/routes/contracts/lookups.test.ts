import { ok } from '../../testing/requests';
import { useApp } from '../../testing/use-app';
import { api } from './test-support';

describe('the contract form and filter lookups', () => {
  const ctx = useApp({ once: true });
  const names = async (name: string) =>
    ok<{ data: { data: { id: number; name: string }[] } }>(
      await ctx.admin.get(`${api}/dependency/${name}?limit=100`),
      name,
    ).data.data.map((option) => option.name);

  it('lists the contract statuses with Draft as id 1, and the renewal statuses, in id order', async () => {
    expect(await names('contract_statuses')).toEqual([
      'Draft',
      'Approved',
      'Rejected',
      'Active',
      'Expired',
      'Terminated',
    ]);
    const draft = ok<{ data: { data: { id: number }[] } }>(
      await ctx.admin.get(`${api}/dependency/contract_statuses?search-query=Draft`),
      'draft',
    ).data.data;
    expect(draft).toEqual([{ id: 1, name: 'Draft' }]);
    expect(await names('contract_renewal_statuses')).toEqual(['Not renewed', 'Extended', 'Renewed']);
  });

  it('lists contracts, contract types, vendors and license types by name', async () => {
    expect(await names('contracts')).toHaveLength(25);
    expect(await names('contract_types')).toEqual(['Lease', 'Maintenance', 'Software license', 'Support', 'Warranty']);
    expect(await names('vendors')).toContain('Northwind Systems');
    expect(await names('license_types')).toEqual(['Per device', 'Per seat', 'Site', 'Subscription']);
  });
});
