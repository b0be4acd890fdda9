import { ok, optionNames } from '../../testing/requests';
import { useApp } from '../../testing/use-app';
import { api } from './test-support';

describe('the contract form and filter lookups', () => {
  const ctx = useApp({ once: true });
  const names = (name: string) => optionNames(ctx.admin, `${api}/dependency/${name}?limit=100`);

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

  it('lists every contract by name', async () => {
    expect(await names('contracts')).toHaveLength(25);
  });
});
