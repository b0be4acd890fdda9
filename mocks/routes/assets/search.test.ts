import Database from 'better-sqlite3';
import { assetListOf, type ListedAsset } from '../../testing/asset-list';
import { ok, postForm, postJson, remove, savedId } from '../../testing/requests';
import { indexedSearchFinds } from '../../testing/search-oracle';
import { useApp, useUploadApp } from '../../testing/use-app';

const api = '/service-desk/api';

/** The texts a row of the asset list shows. */
const shownTexts = (asset: ListedAsset) => [
  asset.name,
  asset.identifier,
  asset.asset_type.name,
  asset.asset_status.name,
  asset.department?.name,
  asset.location?.name,
  asset.organization?.name,
  asset.managed_by?.full_name,
  asset.used_by?.full_name,
  asset.impact_type?.name,
  asset.product?.name,
];

const query = (text: string) => `search-query=${encodeURIComponent(text)}&limit=100`;

describe('GET asset-list?search-query: the texts the list shows', () => {
  const ctx = useApp({ once: true });
  const assets = assetListOf(ctx);
  let everything: ListedAsset[];

  beforeAll(async () => {
    everything = [];
    for (let page = 1; everything.length < (await assets('limit=1')).total; page += 1) {
      everything.push(...(await assets(`limit=100&page=${page}&sort-field=id`)).data);
    }
  });

  /** The ids of the seeded assets whose shown texts the search finds `text` in. */
  const expectedIds = (text: string) =>
    everything
      .filter((asset) => indexedSearchFinds(shownTexts(asset), text))
      .map((asset) => asset.id)
      .sort((a, b) => a - b);
  const foundIds = async (text: string) => {
    const page = await assets(`${query(text)}&sort-field=id&sort-order=desc`);
    expect(page.total).toBeLessThanOrEqual(100);
    return page.data.map((asset) => asset.id);
  };

  it.each(['Contoso', 'London', 'Vera', 'Software License'])('finds every asset showing %p', async (text) => {
    const expected = expectedIds(text);

    expect(expected.length).toBeGreaterThan(0);
    expect(await foundIds(text)).toEqual(expected);
  });

  it('finds an asset by the text of each column it shows', async () => {
    const sample = everything.find((asset) => shownTexts(asset).every((text) => text))!;
    for (const text of shownTexts(sample).slice(2)) {
      const found = await assets(`${query(text!)}&sort-field=id&sort-order=desc`);

      expect(found.data.map((asset) => asset.id)).toContain(sample.id);
      expect(found.total).toBe(expectedIds(text!).length);
    }
  });

  it('finds the words starting with a search of one or two letters or digits', async () => {
    for (const text of ['hp', 'Ve', 'l', '4']) {
      const expected = expectedIds(text);
      const page = await assets(`search-query=${text}&sort-field=id&sort-order=desc&limit=100`);

      expect(page.total).toBe(expected.length);
      expect(page.total).toBeGreaterThan(0);
      expect(page.data.map((asset) => asset.id)).toEqual(expected.slice(0, 100));
    }
  });

  it('takes LIKE wildcards, quotes and FTS syntax as plain text', async () => {
    const texts = [
      '%',
      '_',
      '%_',
      "'",
      '"',
      '*',
      '\\',
      'NEAR',
      'OR',
      'a OR b',
      '"vpn',
      'NEAR(a b)',
      'ap*',
      "o'reilly",
      '(AP-',
    ];
    for (const text of texts) {
      const response = await ctx.admin.get(`${api}/asset-list?${query(text)}&sort-field=id&sort-order=desc`);
      expect(response.statusCode).toBe(200);
      const page = (response.json() as { data: { data: { data: ListedAsset[]; total: number } } }).data.data;

      expect({ text, total: page.total }).toEqual({ text, total: expectedIds(text).length });
    }
    expect(expectedIds('(AP-').length).toBeGreaterThan(0);
  });

  it('finds a search longer than the index asks for, as a scan of the texts would', async () => {
    const sample = everything.find((asset) => asset.location && asset.name.length > 12)!;
    const texts = [
      sample.name,
      `${sample.name.slice(2)}`,
      `${sample.location!.name} ${sample.organization?.name ?? ''}`.trim(),
      `${sample.name} `.repeat(30).trim(),
      'Lorem ipsum '.repeat(150).trim(),
    ];
    for (const text of texts) {
      const expected = expectedIds(text);
      const response = await ctx.admin.get(`${api}/asset-list?${query(text)}&sort-field=id&sort-order=desc`);
      expect(response.statusCode).toBe(200);
      const page = (response.json() as { data: { data: { data: ListedAsset[]; total: number } } }).data.data;

      expect({ text, total: page.total }).toEqual({ text, total: expected.length });
      expect(page.data.map((asset) => asset.id)).toEqual(expected.slice(0, 100));
    }
    expect(expectedIds(sample.name)).toContain(sample.id);
  });

  it('finds nothing for a NUL character, which no text holds', async () => {
    expect((await assets(`search-query=${encodeURIComponent('\u0000')}`)).total).toBe(0);
    expect((await assets(`search-query=${encodeURIComponent('ap\u0000')}`)).total).toBe(0);
  });

  it('combines the search with a filter and a sort', async () => {
    const london = everything.find((asset) => asset.location?.name.includes('London'))!;
    const departmentId = london.department!.id;
    const expected = everything
      .filter((asset) => asset.department?.id === departmentId && indexedSearchFinds(shownTexts(asset), 'London'))
      .map((asset) => asset.identifier.toLowerCase())
      .sort();

    const page = await assets(`${query('London')}&dept_ids[0]=${departmentId}&sort-field=identifier&sort-order=desc`);

    expect(page.data.map((asset) => asset.identifier.toLowerCase())).toEqual(expected);
  });
});

describe('the asset search follows every write', () => {
  const ctx = useUploadApp();
  const assets = assetListOf(ctx);
  const namesFound = async (text: string) => (await assets(query(text))).data.map((asset) => asset.name);
  /** Whether searching `text` finds the asset `id`. */
  const finds = async (id: number, text: string) => (await assets(`asset_ids[0]=${id}&${query(text)}`)).total === 1;
  /** Writes as another connection would (the host renaming its records), so only the triggers can follow. */
  const write = (sql: string, ...params: unknown[]) => {
    const db = new Database(ctx.dbFile);
    try {
      db.prepare(sql).run(...params);
    } finally {
      db.close();
    }
  };
  const create = async (name: string, form: Record<string, string | number> = {}) => {
    const [type, status] = await Promise.all(
      ['asset_types', 'asset_statuses'].map(
        async (lookup) =>
          ok<{ data: { data: { id: number }[] } }>(await ctx.admin.get(`${api}/dependency/${lookup}`), lookup).data
            .data[0],
      ),
    );
    const response = await postForm(ctx.admin, `${api}/asset`, {
      name,
      asset_type_id: type.id,
      status_id: status.id,
      ...form,
    });
    return savedId(response, 'Asset created successfully.');
  };

  it('finds an asset once created, by its new name once renamed, and no more once deleted', async () => {
    const id = await create('Quokka scanner');
    expect(await namesFound('quokka')).toEqual(['Quokka scanner']);

    const edit = ok<{ data: { form_fields: { key: string; value: unknown }[] } }>(
      await ctx.admin.get(`${api}/edit-asset/${id}`),
      'edit-asset',
    );
    const values = Object.fromEntries(
      edit.data.form_fields.map((field) => [field.key, (field.value as { id?: number } | null)?.id ?? field.value]),
    );
    await postForm(ctx.admin, `${api}/asset`, {
      id,
      name: 'Wombat scanner',
      asset_type_id: values.asset_type_id as number,
      status_id: values.status_id as number,
    });
    expect(await namesFound('quokka')).toEqual([]);
    expect(await namesFound('wombat')).toEqual(['Wombat scanner']);

    expect((await remove(ctx.admin, `${api}/asset-delete/${id}`)).statusCode).toBe(200);
    expect(await namesFound('wombat')).toEqual([]);
  });

  it('follows renamed departments, locations, organizations, types, statuses and people', async () => {
    const person = ok<{ data: { data: { id: number }[] } }>(await ctx.admin.get('/api/dependency/agents'), 'agents')
      .data.data[0];
    const department = ok<{ data: { data: { id: number }[] } }>(
      await ctx.admin.get('/api/dependency/departments'),
      'departments',
    ).data.data[0];
    const id = await create('Renamed references', { managed_by_id: person.id, department_id: department.id });
    const ids = (await assets(`asset_ids[0]=${id}`)).data[0];
    const renames: [string, number, string][] = [
      ['UPDATE departments SET name = ? WHERE id = ?', department.id, 'Dingo department'],
      ['UPDATE asset_types SET name = ? WHERE id = ?', ids.asset_type.id, 'Gecko type'],
      ['UPDATE asset_statuses SET name = ? WHERE id = ?', ids.asset_status.id, 'Lemur status'],
      ["UPDATE users SET first_name = ?, last_name = 'Stripe' WHERE id = ?", person.id, 'Tapir'],
    ];
    for (const [sql, recordId, name] of renames) {
      expect(await finds(id, name)).toBe(false);
      write(sql, name, recordId);
      expect(await finds(id, name)).toBe(true);
    }
    const located = (await assets('limit=1&location_ids[0]=1&org_ids[0]=1')).data[0];
    write('UPDATE locations SET title = ? WHERE id = 1', 'Yak location');
    write('UPDATE organizations SET name = ? WHERE id = 1', 'Yak organization');
    expect(await finds(located.id, 'Yak location')).toBe(true);
    expect(await finds(located.id, 'Yak organization')).toBe(true);
  });

  it('follows the product an asset is attached to, and its renames', async () => {
    const id = await create('Product member');
    const product = ok<{ data: { products: { id: number; name: string }[] } }>(
      await ctx.admin.get(`${api}/product-list?limit=1`),
      'product-list',
    ).data.products[0];
    expect(await finds(id, product.name)).toBe(false);

    await postJson(ctx.admin, `${api}/product/attach-asset`, { product_id: product.id, asset_ids: [id] });
    expect(await finds(id, product.name)).toBe(true);

    write('UPDATE products SET name = ? WHERE id = ?', 'Okapi product', product.id);
    expect(await finds(id, 'Okapi')).toBe(true);

    await remove(ctx.admin, `${api}/product/detach-asset/${product.id}/${id}`);
    expect(await finds(id, 'Okapi')).toBe(false);
  });

  it('forgets a person who is deleted', async () => {
    write(
      `INSERT INTO users (first_name, last_name, user_name, email, role, profile_pic, created_at)
       VALUES ('Xenia', 'Gone', 'xenia', 'xenia@example.test', 'agent', '', '2026-01-01 00:00:00')`,
    );
    const xenia = readUser(ctx.dbFile, 'xenia');
    await create('Xenia laptop', { managed_by_id: xenia });
    expect(await namesFound('Xenia')).toEqual(['Xenia laptop']);

    expect(await namesFound('Gone')).toEqual(['Xenia laptop']);

    write('DELETE FROM users WHERE id = ?', xenia);
    expect(await namesFound('Gone')).toEqual([]);
  });
});

function readUser(dbFile: string, userName: string): number {
  const db = new Database(dbFile, { readonly: true });
  try {
    return db.prepare('SELECT id FROM users WHERE user_name = ?').pluck().get(userName) as number;
  } finally {
    db.close();
  }
}
