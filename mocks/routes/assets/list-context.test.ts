import { assetListOf, idsOf, sortedIds, useSeededDb } from '../../testing/asset-list';
import { indexed } from '../../testing/problem-list';
import { useApp } from '../../testing/use-app';

const ALL = 'limit=100';

/** [record, plural filter, singular filter, link table, its column] */
const CONTEXTS = [
  ['ticket', 'ticket_ids', 'ticket_id', 'ticket_assets', 'ticket_id'],
  ['problem', 'problem_ids', 'problem_id', 'problem_assets', 'problem_id'],
  ['change', 'change_ids', 'change_id', 'change_assets', 'change_id'],
  ['release', 'release_ids', 'release_id', 'release_assets', 'release_id'],
  ['contract', 'contract_ids', 'contract_id', 'contract_assets', 'contract_id'],
] as const;

describe('asset-list context filters', () => {
  const ctx = useApp({ once: true });
  const seeded = useSeededDb();
  const assets = assetListOf(ctx);
  const everything = () => seeded.db.prepare('SELECT COUNT(*) FROM assets').pluck().get() as number;

  it.each(CONTEXTS)(
    "lists a %s's assets with the plural filter, and the others with the singular one",
    async (_, plural, singular, table, column) => {
      const [owner] = idsOf(
        seeded.db,
        `SELECT ${column} FROM ${table} GROUP BY ${column} ORDER BY COUNT(*) DESC LIMIT 1`,
      );
      const attached = idsOf(seeded.db, `SELECT asset_id FROM ${table} WHERE ${column} = ?`, owner);
      expect(attached.length).toBeGreaterThan(0);

      const tab = await assets(`${indexed(plural, [owner])}&${ALL}`);
      expect(sortedIds(tab.data)).toEqual(attached);

      const candidates = await assets(`${singular}=${owner}&${ALL}`);
      expect(candidates.total).toBe(everything() - attached.length);
      expect(candidates.data.some((a) => attached.includes(a.id))).toBe(false);
    },
  );
});

describe('asset-list custom-field filters', () => {
  const ctx = useApp({ once: true });
  const seeded = useSeededDb();
  const assets = assetListOf(ctx);
  const field = (label: string) =>
    seeded.db.prepare('SELECT id FROM asset_custom_fields WHERE label = ?').pluck().get(label) as number;
  const withValue = (fieldId: number, condition: string, ...params: unknown[]) => {
    const sql = `SELECT asset_id FROM asset_custom_field_values WHERE field_id = ? AND ${condition}`;
    const ids = idsOf(seeded.db, sql, fieldId, ...params);
    return { total: ids.length, ids: ids.slice(0, 100) };
  };
  /** The ids the filter finds: its total, and the first hundred by id. */
  const filtered = async (query: string) => {
    const page = await assets(`${query}&sort-field=id&sort-order=desc&${ALL}`);
    return { total: page.total, ids: page.data.map((a) => a.id) };
  };

  it('matches text containing, a number, any of the options, ticked checkboxes and a date range', async () => {
    const serial = field('Serial number');
    const [sample] = seeded.db
      .prepare('SELECT value FROM asset_custom_field_values WHERE field_id = ? ORDER BY asset_id')
      .pluck()
      .all(serial) as string[];
    const fragment = sample.slice(1, 5);
    expect(await filtered(`custom_${serial}=${encodeURIComponent(fragment)}`)).toEqual(
      withValue(serial, "value LIKE '%' || ? || '%'", fragment),
    );

    const memory = field('Memory (GB)');
    const [gigabytes] = seeded.db
      .prepare('SELECT value FROM asset_custom_field_values WHERE field_id = ?')
      .pluck()
      .all(memory) as string[];
    expect(await filtered(`custom_${memory}=${gigabytes}`)).toEqual(
      withValue(memory, 'CAST(value AS REAL) = ?', Number(gigabytes)),
    );

    const warranty = field('Warranty');
    expect(await filtered(indexed(`custom_${warranty}`, ['1 year', '3 years']))).toEqual(
      withValue(warranty, "value IN ('1 year', '3 years')"),
    );

    const backups = field('Backed up by');
    expect(await filtered(indexed(`custom_${backups}`, ['Veeam']))).toEqual(
      withValue(backups, "EXISTS (SELECT 1 FROM json_each(asset_custom_field_values.value) j WHERE j.value = 'Veeam')"),
    );

    const purchase = field('Purchase date');
    const expected = withValue(purchase, "value BETWEEN '2000-01-01' AND '2100-12-31'");
    expect(expected.total).toBeGreaterThan(0);
    expect(await filtered(`custom_${purchase}=2000-01-01+00:00:00~2100-12-31+23:59:59`)).toEqual(expected);
  });

  it('rejects an unknown field, a bad number and an option the field does not have with 422', async () => {
    const response = await ctx.admin.get(
      `/service-desk/api/asset-list?custom_9999=x&custom_${field('Memory (GB)')}=lots&${indexed(`custom_${field('Warranty')}`, ['Forever'])}`,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      custom_9999: ['The selected custom_9999 is invalid.'],
      [`custom_${field('Memory (GB)')}`]: [`The custom_${field('Memory (GB)')} must be a number.`],
      [`custom_${field('Warranty')}.0`]: [`The selected custom_${field('Warranty')}.0 is invalid.`],
    });
  });
});
