import path from 'node:path';
import { openDatabase } from './connection';
import { listChanges } from './changes/list';
import { listProblems, type ProblemListQuery } from './problems/list';
import { seedBulk } from './seeding/bulk';
import type { Db } from './types';
import { startApp, TestClient } from '../testing/client';
import { problemList } from '../testing/problem-list';
import { CHANGE_TEXTS, containsFragment, idsFound, PROBLEM_TEXTS } from '../testing/search-oracle';
import { useTempFolder } from '../testing/use-app';

const count = (db: Db, sql: string, ...params: unknown[]) =>
  (db
    .prepare(sql)
    .pluck()
    .get(...params) as number | undefined) ?? 0;

describe('database settings', () => {
  const temp = useTempFolder('sd-volume-');

  it('opens a file in WAL mode, foreign keys on, synchronous NORMAL and a busy timeout', () => {
    const db = openDatabase(path.join(temp.path, 'desk.sqlite'));
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(db.pragma('synchronous', { simple: true })).toBe(1);
      expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    } finally {
      db.close();
    }
  });

  it('keeps the settings when the file is opened again', () => {
    const file = path.join(temp.path, 'desk.sqlite');
    openDatabase(file).close();
    const db = openDatabase(file);
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    } finally {
      db.close();
    }
  });

  it('enforces foreign keys in memory too', () => {
    const db = openDatabase(':memory:');
    try {
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(() =>
        db
          .prepare(
            `INSERT INTO problems (subject, description, requester_id, department_id, impact_id, status_type_id,
                                   priority_id, created_at, updated_at)
             VALUES ('x', 'y', 999999, 1, 1, 1, 1, '2026-01-01 00:00:00', '2026-01-01 00:00:00')`,
          )
          .run(),
      ).toThrow(/FOREIGN KEY/);
    } finally {
      db.close();
    }
  });

  it('serves the list from a file while another connection writes to it', async () => {
    const dbFile = path.join(temp.path, 'desk.sqlite');
    const app = await startApp({ dbFile });
    const writer = openDatabase(dbFile);
    try {
      const client = new TestClient(app);
      const before = (await problemList(client)).total;
      writer.prepare("UPDATE problems SET subject = 'Renamed by a second connection' WHERE id = 1").run();

      const after = await problemList(client, 'search-query=second%20connection');

      expect(after.total).toBe(1);
      expect((await problemList(client)).total).toBe(before);
    } finally {
      writer.close();
      await app.close();
    }
  });
});

describe('the bulk seed', () => {
  let db: Db;
  let normal: { problems: number; changes: number };

  beforeAll(() => {
    db = openDatabase(':memory:');
    normal = {
      problems: count(db, 'SELECT COUNT(*) FROM problems'),
      changes: count(db, 'SELECT COUNT(*) FROM changes'),
    };
    seedBulk(db, { problems: 3000, changes: 2000, now: new Date('2026-06-01T00:00:00Z') });
  });

  afterAll(() => db.close());

  it('adds the problems and changes asked for, after the normal seed', () => {
    expect(count(db, 'SELECT COUNT(*) FROM problems')).toBe(normal.problems + 3000);
    expect(count(db, 'SELECT COUNT(*) FROM changes')).toBe(normal.changes + 2000);
    expect(count(db, 'SELECT COUNT(*) FROM problem_assets')).toBeGreaterThan(500);
    expect(count(db, 'SELECT COUNT(*) FROM change_assets')).toBeGreaterThan(300);
    expect(count(db, 'SELECT COUNT(DISTINCT identifier) FROM problems')).toBe(normal.problems + 3000);
  });

  it('references only existing records', () => {
    expect(db.pragma('foreign_key_check')).toEqual([]);
    expect(count(db, 'SELECT COUNT(*) FROM problems WHERE change_id IS NOT NULL')).toBeGreaterThan(500);
    expect(count(db, 'SELECT MAX(length(subject)) FROM problems')).toBeLessThanOrEqual(50);
  });

  it('dates its records within the year before `now`', () => {
    const bulkProblems = `FROM problems WHERE id > ${normal.problems}`;
    expect(count(db, `SELECT COUNT(*) ${bulkProblems} AND created_at > '2026-06-01 00:00:00'`)).toBe(0);
    expect(count(db, `SELECT COUNT(*) ${bulkProblems} AND updated_at < created_at`)).toBe(0);
    expect(count(db, `SELECT COUNT(*) ${bulkProblems} AND created_at < '2025-05-31 00:00:00'`)).toBe(0);
    expect(count(db, `SELECT COUNT(*) FROM changes WHERE id > ${normal.changes} AND created_at > '2026-06-01'`)).toBe(
      0,
    );
  });

  it('leaves the search tables complete and kept up to date', () => {
    const search = (text: string) =>
      listProblems(db, { ids: {}, search: text, sortField: 'id', ascending: false, limit: 10, offset: 0 }).total;
    const found = (text: string) => idsFound(db, PROBLEM_TEXTS, text).length;

    for (const text of ['vpn', 'Printer', 'PRB-12', 'queue stalls', 'Urgent', 'zqxj', 'vp', 'q'])
      expect(search(text)).toBe(found(text));

    db.prepare("UPDATE problems SET subject = 'Quasar flicker' WHERE id = 70").run();
    db.prepare('DELETE FROM problems WHERE id = 71').run();
    expect(search('quasar')).toBe(1);
    expect(search('qu')).toBe(found('qu'));
    expect(search(`PRB-${String(71).padStart(4, '0')}`)).toBe(found('PRB-0071'));
  });

  it('is the same for the same `now`', () => {
    const other = openDatabase(':memory:');
    try {
      seedBulk(other, { problems: 200, changes: 100, now: new Date('2026-06-01T00:00:00Z') });
      const rows = (target: Db) =>
        target.prepare('SELECT subject, requester_id, created_at FROM problems ORDER BY id DESC LIMIT 50').all();
      const again = openDatabase(':memory:');
      seedBulk(again, { problems: 200, changes: 100, now: new Date('2026-06-01T00:00:00Z') });
      expect(rows(other)).toEqual(rows(again));
      again.close();
    } finally {
      other.close();
    }
  });

  it('does not change the normal seed', () => {
    const fresh = openDatabase(':memory:');
    try {
      expect(count(fresh, 'SELECT COUNT(*) FROM problems')).toBe(normal.problems);
      expect(count(fresh, 'SELECT COUNT(*) FROM changes')).toBe(normal.changes);
    } finally {
      fresh.close();
    }
  });
});

describe('the problem list at volume', () => {
  let db: Db;
  const query = (overrides: Partial<ProblemListQuery>): ProblemListQuery => ({
    ids: {},
    sortField: 'id',
    ascending: false,
    limit: 10,
    offset: 0,
    ...overrides,
  });

  beforeAll(() => {
    db = openDatabase(':memory:');
    seedBulk(db, { problems: 3000, changes: 500 });
  });

  afterAll(() => db.close());

  it('pages deep into the list in the sort order', () => {
    const total = count(db, 'SELECT COUNT(*) FROM problems');
    const last = listProblems(db, query({ sortField: 'subject', ascending: true, offset: total - 3 }));
    const expected = db
      .prepare('SELECT id FROM problems ORDER BY subject COLLATE NOCASE DESC, id DESC LIMIT 3')
      .pluck()
      .all() as number[];

    expect(last.total).toBe(total);
    expect(last.rows.map((row) => row.id)).toEqual(expected.reverse());
    expect(listProblems(db, query({ offset: total })).rows).toEqual([]);
  });

  it('filters by asset and ticket through the link tables', () => {
    const assetId = db.prepare('SELECT asset_id FROM problem_assets GROUP BY asset_id LIMIT 1').pluck().get() as number;
    const page = listProblems(db, query({ ids: { asset_ids: [assetId] }, limit: 100 }));

    expect(page.total).toBe(count(db, 'SELECT COUNT(*) FROM problem_assets WHERE asset_id = ?', assetId));
    expect(page.rows.length).toBe(Math.min(page.total, 100));
  });

  it('finds the words starting with a fragment shorter than three characters', () => {
    const page = listProblems(db, query({ search: 'vp', limit: 100 }));

    expect(page.total).toBe(idsFound(db, PROBLEM_TEXTS, 'vp').length);
    expect(page.rows.map((row) => row.id)).toEqual(idsFound(db, PROBLEM_TEXTS, 'vp').slice(0, 100));
    expect(page.total).toBeGreaterThan(0);
  });

  it('finds a short fragment that is no word start anywhere, by scanning', () => {
    const page = listProblems(db, query({ search: '#9' }));
    const rows = db.prepare(PROBLEM_TEXTS).raw().all() as string[][];

    expect(page.total).toBe(rows.filter(([, ...texts]) => containsFragment(texts, '#9')).length);
    expect(page.total).toBeGreaterThan(0);
  });

  it('takes quotes and FTS syntax in a search literally', () => {
    for (const text of ['"vpn', 'vpn OR mail', 'NEAR(a b)', 'a*b', "o'reilly"]) {
      expect(() => listProblems(db, query({ search: text }))).not.toThrow();
    }
    expect(listProblems(db, query({ search: 'vpn OR mail' })).total).toBe(0);
  });
});

describe('the change list at volume', () => {
  let db: Db;

  beforeAll(() => {
    db = openDatabase(':memory:');
    seedBulk(db, { problems: 200, changes: 3000 });
  });

  afterAll(() => db.close());

  const search = (text: string) =>
    listChanges(db, { ids: {}, custom: [], search: text, sortField: 'id', ascending: false, limit: 5, offset: 0 });
  it.each(['vpn', 'Switch', 'CHG-12', 'Planning', 'Urgent', 'Finance', 'Vera', 'ma', 'u', 'zqxj'])(
    'finds the same changes as a scan of every column shown for %p',
    (text) => {
      const expected = idsFound(db, CHANGE_TEXTS, text);
      const page = search(text);

      expect(page.total).toBe(expected.length);
      expect(page.rows.map((row) => row.id)).toEqual(expected.slice(0, 5));
    },
  );

  it('filters by asset through the link table and pages past the end to nothing', () => {
    const assetId = db.prepare('SELECT asset_id FROM change_assets LIMIT 1').pluck().get() as number;
    const query = { ids: { asset_ids: [assetId] }, custom: [], sortField: 'id' as const, ascending: true, limit: 10 };

    const page = listChanges(db, { ...query, offset: 0 });

    expect(page.total).toBe(count(db, 'SELECT COUNT(*) FROM change_assets WHERE asset_id = ?', assetId));
    expect(listChanges(db, { ...query, offset: page.total }).rows).toEqual([]);
  });
});

describe('searching with characters the trigram table cannot parse', () => {
  it('answers the lists instead of failing', async () => {
    const app = await startApp();
    try {
      const client = new TestClient(app);
      for (const path of ['problem-list', 'change-list']) {
        const response = await client.get(`/service-desk/api/${path}?search-query=${encodeURIComponent('\u0000ab')}`);
        expect(response.statusCode).toBe(200);
      }
    } finally {
      await app.close();
    }
  });
});
