import { insertRow } from '../../db/insert';
import { openDatabase } from '../../db/connection';
import { signedIn } from '../../testing/upload-app';
import { PNG_BYTES } from '../../testing/images';
import { postForm } from '../../testing/requests';
import { useUploadApp } from '../../testing/use-app';
import { CONTENT_SECURITY_POLICY } from '../pages/page-headers';

const path = '/service-desk/generate-barcode';

describe('GET generate-barcode', () => {
  const ctx = useUploadApp();
  const sheet = (query: string) => ctx.admin.get(`${path}?${query}`);
  const labels = (html: string) => html.match(/<section class="label"/g) ?? [];

  it('answers a printable page with a label per asset: name, identifier, a Code 128 and a QR code as SVG', async () => {
    const response = await sheet('ids[0]=1&ids[1]=2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const html = response.body;
    expect(labels(html)).toHaveLength(2);
    expect(html.match(/<div class="barcode"[^>]*><svg /g)).toHaveLength(2);
    expect(html.match(/<div class="qrcode"[^>]*><svg /g)).toHaveLength(2);
    expect(html).not.toMatch(/<script/i);
    // The default layout while no template is saved.
    expect(html).toContain('grid-template-columns: repeat(3, 2.5in); gap: 0.2in;');
  });

  it('lays the labels out by the template and shows its logo when confirmed', async () => {
    await postForm(
      ctx.admin,
      '/service-desk/barcode/template/create',
      { width: '4', height: '2', labels_per_row: '2', space_between_labels: '0.5', display_logo_confirmed: '1' },
      [{ field: 'logo_image', fileName: 'logo.png', contentType: 'image/png', content: PNG_BYTES }],
    );
    const html = (await sheet('ids[]=3')).body;
    expect(html).toContain('grid-template-columns: repeat(2, 4in); gap: 0.5in;');
    expect(html).toContain('width: 4in; height: 2in;');
    expect(html).toContain(`<img class="logo" src="data:image/png;base64,${PNG_BYTES.toString('base64')}"`);
  });

  it('escapes the asset texts', async () => {
    const db = openDatabase(ctx.dbFile);
    const id = insertRow(db, 'assets', {
      name: '<img src=x onerror=alert(1)>',
      identifier: 'A"&<b>',
      asset_type_id: 1,
      status_id: 1,
      created_at: '2024-01-01 00:00:00',
      updated_at: '2024-01-01 00:00:00',
    });
    const unicodeId = insertRow(db, 'assets', {
      name: 'Drucker',
      identifier: 'DRÜCKER-1',
      asset_type_id: 1,
      status_id: 1,
      created_at: '2024-01-01 00:00:00',
      updated_at: '2024-01-01 00:00:00',
    });
    db.close();
    const html = (await sheet(`ids[0]=${id}&ids[1]=${unicodeId}`)).body;
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('A&quot;&amp;&lt;b&gt;');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('aria-label="Code 128 barcode: A&quot;&amp;&lt;b&gt;"');
    // Code 128 carries ASCII only: that label's barcode names the asset by its id.
    expect(html).toContain(`aria-label="Code 128 barcode: ASSET-${unicodeId}"`);
  });

  it('refuses no ids, unknown ids and bad ids with 422', async () => {
    expect((await sheet('')).json().errors).toEqual({ ids: ['The ids field is required.'] });
    expect((await sheet('ids[0]=1&ids[1]=999999')).json().errors).toEqual({
      'ids.1': ['The selected ids.1 is invalid.'],
    });
    const bad = await sheet('ids[0]=abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ 'ids.0': ['The ids.0 must be an integer.'] });
  });

  it('needs the view permission', async () => {
    const requester = await signedIn(ctx.app, 'Rita Requester');
    expect((await requester.get(`${path}?ids[0]=1`)).statusCode).toBe(403);
  });
});
