import { IMPORT_BATCH_ROWS } from '../../db/imports/runner';
import { INTERRUPTED_REASON } from '../../db/imports/store';
import { startApp, TestClient } from '../../testing/client';
import { readTracking, uploadAndMap } from '../../testing/imports';
import { readRows } from '../../testing/read-db';
import { useTempFolder } from '../../testing/use-app';

const ROWS = 20_000;

function bigCsv(): string {
  const lines = ['Name,Identifier'];
  for (let index = 1; index <= ROWS; index++) lines.push(`Imported ${index},RESTART-${index}`);
  return lines.join('\n');
}

describe('a server stopping in the middle of an import', () => {
  const folder = useTempFolder('sd-import-restart-');

  it('leaves whole batches only, and the next start marks the import failed', async () => {
    const options = { dbFile: `${folder.path}/desk.sqlite`, uploadDir: `${folder.path}/uploads` };
    const first = await startApp(options);
    const admin = new TestClient(first);
    const typeId = readRows<{ id: number }>(options.dbFile, "SELECT id FROM asset_types WHERE name = 'Laptop'")[0].id;
    const { importId, body } = await uploadAndMap(admin, bigCsv(), typeId);
    await admin.request({ method: 'POST', url: '/service-desk/post-asset-mapping', payload: body });
    await first.close();

    const second = await startApp(options);
    try {
      const tracking = await readTracking(new TestClient(second), importId);
      const written = readRows<{ n: number }>(
        options.dbFile,
        "SELECT COUNT(*) AS n FROM assets WHERE identifier LIKE 'RESTART-%'",
      )[0].n;
      expect(tracking.status).toBe('failed');
      expect(tracking.status_text).toBe(`Failed: ${INTERRUPTED_REASON}`);
      expect(tracking.processed_rows).toBeLessThan(ROWS);
      expect(tracking.processed_rows % IMPORT_BATCH_ROWS).toBe(0);
      expect(written).toBe(tracking.totalCreated);
      expect(tracking.totalCreated).toBe(tracking.processed_rows);
    } finally {
      await second.close();
    }
  });
});
