import { useApp } from '../../testing/use-app';
import { seededLinks } from '../../testing/seeded-links';

interface Options {
  data: { id: number; name: string }[];
  total: number;
}

describe('lookups the problem view uses', () => {
  const ctx = useApp({ once: true, session: false });

  const lookup = async (path: string): Promise<Options> => (await ctx.admin.get(path)).json().data as Options;

  it('tickets_based_on_problem lists only tickets linked to no problem', async () => {
    const linked = new Set(seededLinks().problemTickets.map((l) => l.ticket_id));

    const options = await lookup('/service-desk/api/dependency/tickets_based_on_problem?supplements=1&limit=100');

    expect(options.total).toBe(60 - linked.size);
    expect(options.data).toHaveLength(options.total);
    expect(options.data.some((o) => linked.has(o.id))).toBe(false);
    expect(options.data[0].name).toMatch(/^#AAAA-0000-\d{4} \S/);
    const searched = await lookup('/service-desk/api/dependency/tickets_based_on_problem?search-query=VPN');
    expect(searched.data.every((o) => o.name.includes('VPN'))).toBe(true);
  });

  it('statuses answer with meta=true in the same shape and order', async () => {
    const options = await lookup('/api/dependency/statuses?meta=true&limit=100');
    expect(options.data.map((o) => o.name)).toEqual([
      'Open',
      'Resolved',
      'Closed',
      'Deleted',
      'Unverified',
      'Request Approval',
      'Spam',
    ]);
    expect(options.total).toBe(7);
  });

  it('assets are a lookup too', async () => {
    const options = await lookup('/service-desk/api/dependency/assets?limit=100');
    expect(options.total).toBe(40);
    expect(options.data.every((o) => / \((LT|DT|SRV|NET|PRN|MOB|MON|LIC)-\d{3}\)$/.test(o.name))).toBe(true);
  });
});
