import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from './connection';
import { SCHEMA_VERSION } from './schema';
import { startApp, TestClient } from '../testing/client';
import { problemList } from '../testing/problem-list';
import { useTempFolder } from '../testing/use-app';

describe('the database', () => {
  const temp = useTempFolder('sd-db-');

  it('creates and seeds a new file, in WAL mode with foreign keys on, creating its temp.path', () => {
    const file = path.join(temp.path, 'nested', 'desk.sqlite');

    const db = openDatabase(file);
    try {
      expect(fs.existsSync(file)).toBe(true);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      expect(count(db, 'problems')).toBeGreaterThanOrEqual(60);
    } finally {
      db.close();
    }
  });

  it('seeds realistic volumes of every kind of record', () => {
    const db = openDatabase(':memory:');
    try {
      expect(count(db, 'users')).toBeGreaterThanOrEqual(29);
      expect(count(db, 'assets')).toBeGreaterThanOrEqual(40);
      expect(count(db, 'tickets')).toBeGreaterThanOrEqual(60);
      expect(count(db, 'changes')).toBeGreaterThanOrEqual(20);
      expect(count(db, 'problem_assets')).toBeGreaterThan(0);
      expect(count(db, 'problem_tickets')).toBeGreaterThan(0);
      const pictures = db.prepare('SELECT profile_pic FROM users').all() as { profile_pic: string }[];
      expect(pictures.every((u) => u.profile_pic.startsWith('data:image/') || u.profile_pic.startsWith('/'))).toBe(
        true,
      );
      const firstYear = db.prepare('SELECT MIN(created_at) AS first, MAX(created_at) AS last FROM problems').get() as {
        first: string;
        last: string;
      };
      const days = (Date.parse(firstYear.last) - Date.parse(firstYear.first)) / 86_400_000;
      expect(days).toBeGreaterThan(180);
      expect(days).toBeLessThanOrEqual(366);
    } finally {
      db.close();
    }
  });

  it('seeds the same records every time', () => {
    const rows = () => {
      const db = openDatabase(':memory:');
      try {
        return db
          .prepare(
            `SELECT p.identifier, p.subject, p.requester_id, p.assigned_id, p.status_type_id, p.priority_id,
                    (SELECT group_concat(asset_id) FROM problem_assets WHERE problem_id = p.id) AS assets
             FROM problems p ORDER BY p.id`,
          )
          .all();
      } finally {
        db.close();
      }
    };

    expect(rows()).toEqual(rows());
  });

  it('keeps changes in a file across restarts, and --reset reseeds it', async () => {
    const dbFile = path.join(temp.path, 'desk.sqlite');
    const deleteProblem = async () => {
      const app = await startApp({ dbFile });
      const client = new TestClient(app);
      await client.session();
      await client.request({ method: 'DELETE', url: '/service-desk/api/problem-delete/1' });
      const total = (await problemList(client)).total;
      await app.close();
      return total;
    };
    const totalAfterStart = async (reset: boolean) => {
      const app = await startApp({ dbFile, reset });
      const total = (await problemList(new TestClient(app))).total;
      await app.close();
      return total;
    };

    const afterDelete = await deleteProblem();

    expect(await totalAfterStart(false)).toBe(afterDelete);
    expect(await totalAfterStart(true)).toBe(afterDelete + 1);
  });

  it('rebuilds a file written by another schema version', () => {
    const file = path.join(temp.path, 'old.sqlite');
    const old = openDatabase(file);
    old.prepare('DELETE FROM problems').run();
    old.pragma(`user_version = ${SCHEMA_VERSION + 100}`);
    old.close();

    const db = openDatabase(file);
    try {
      expect(count(db, 'problems')).toBeGreaterThanOrEqual(60);
    } finally {
      db.close();
    }
  });
});

function count(db: ReturnType<typeof openDatabase>, table: string): number {
  return (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
}
