import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { insertAttachment } from '../../db/records/attachments';
import { signedIn } from '../../testing/upload-app';
import { ok, remove } from '../../testing/requests';
import { readRows } from '../../testing/read-db';
import { useUploadApp } from '../../testing/use-app';

const api = '/service-desk/api';

type Actions = Record<string, boolean>;

describe('the asset page: its flags, files and delete', () => {
  const ctx = useUploadApp();
  const actionsOf = async (client = ctx.admin, id = 41) =>
    ok<{ data: { asset_actions: Actions } }>(await client.get(`${api}/asset-action/${id}`), 'actions').data
      .asset_actions;

  it('gives an administrator every action and tab, a viewer the tabs only', async () => {
    const admin = await actionsOf();
    expect(Object.values(admin).every(Boolean)).toBe(true);
    expect(Object.keys(admin)).toEqual(
      expect.arrayContaining([
        'asset_delete',
        'attach_problems',
        'detach_contracts',
        'associated_problems_tab_viewable',
        'associated_changes_tab_viewable',
        'associated_releases_tab_viewable',
        'associated_contracts_tab_viewable',
        'associated_tickets_tab_viewable',
      ]),
    );
    const viewer = await actionsOf(await signedIn(ctx.app, 'Vera Viewer'));
    expect(viewer).toMatchObject({ asset_delete: false, attach_problems: false, detach_tickets: false });
    expect(viewer.associated_tickets_tab_viewable).toBe(true);
    expect((await ctx.admin.get(`${api}/asset-action/999999`)).statusCode).toBe(404);
  });

  it('lists the asset’s files, each downloadable under its owner sd_assets:{id}', async () => {
    const storagePath = 'a'.repeat(32);
    fs.mkdirSync(ctx.uploadDir, { recursive: true });
    fs.writeFileSync(path.join(ctx.uploadDir, storagePath), 'warranty');
    const db = new Database(ctx.dbFile);
    const fileId = insertAttachment(
      db,
      { type: 'sd_assets', id: 41 },
      { name: 'warranty.pdf', size: 8, mimeType: 'application/pdf', storagePath },
    );
    db.close();
    const { asset } = ok<{ data: { asset: { attachments: unknown[] } } }>(
      await ctx.admin.get(`${api}/asset/41`),
      'asset',
    ).data;
    expect(asset.attachments).toEqual([
      { id: fileId, value: 'warranty.pdf', size: 8, type: 'application/pdf', icon_url: null },
    ]);
    const download = await ctx.admin.get(`/service-desk/download/${fileId}/sd_assets:41/attachment`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('warranty');
    expect((await ctx.admin.get(`/service-desk/download/${fileId}/sd_assets:40/attachment`)).statusCode).toBe(404);
  });

  it('deletes an asset with its links, and answers 404 and 403', async () => {
    const linked = readRows<{ asset_id: number }>(ctx.dbFile, 'SELECT asset_id FROM problem_assets LIMIT 1')[0];
    const viewer = await signedIn(ctx.app, 'Vera Viewer');
    expect((await remove(viewer, `${api}/asset-delete/${linked.asset_id}`)).statusCode).toBe(403);
    const deleted = await remove(ctx.admin, `${api}/asset-delete/${linked.asset_id}`);
    expect(deleted.json()).toEqual({ message: 'Asset deleted successfully.' });
    expect(readRows(ctx.dbFile, 'SELECT 1 FROM problem_assets WHERE asset_id = ?', linked.asset_id)).toHaveLength(0);
    expect((await ctx.admin.get(`${api}/asset/${linked.asset_id}`)).statusCode).toBe(404);
    expect((await remove(ctx.admin, `${api}/asset-delete/${linked.asset_id}`)).statusCode).toBe(404);
  });
});
