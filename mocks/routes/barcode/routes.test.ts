import fs from 'node:fs';
import { signedIn } from '../../testing/upload-app';
import { JPEG_BYTES, PNG_BYTES, SVG_TEXT } from '../../testing/images';
import { postForm } from '../../testing/requests';
import { useUploadApp } from '../../testing/use-app';
import type { TestClient } from '../../testing/client';
import { LOGO_MAX_BYTES, LOGO_TYPE_MESSAGE } from './logo';
import { LOGO_REQUIRED_MESSAGE, NO_TEMPLATE_MESSAGE, TEMPLATE_EXISTS_MESSAGE } from './routes';

const LAYOUT = { width: '2.5', height: '1.25', labels_per_row: '3', space_between_labels: '0.2' };
const NO_LOGO = { ...LAYOUT, display_logo_confirmed: '0', image_exists: '0' };
const WITH_LOGO = { ...LAYOUT, display_logo_confirmed: '1', image_exists: '0' };
const logo = (content: Buffer | string, fileName = 'logo.png', contentType = 'image/png') => [
  { field: 'logo_image', fileName, contentType, content },
];

describe('the barcode template', () => {
  const ctx = useUploadApp();
  const create = (fields: Record<string, string>, files = logo(PNG_BYTES), client: TestClient = ctx.admin) =>
    postForm(client, '/service-desk/barcode/template/create', fields, files);
  const update = (id: number, fields: Record<string, string>, files: ReturnType<typeof logo> = []) =>
    postForm(ctx.admin, `/service-desk/barcode/template/update/${id}`, fields, files);
  const read = () => ctx.admin.get('/service-desk/barcode-template');
  const storedFiles = () => (fs.existsSync(ctx.uploadDir) ? fs.readdirSync(ctx.uploadDir) : []);

  it('answers 404 while none is saved', async () => {
    const response = await read();
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: NO_TEMPLATE_MESSAGE });
  });

  it('creates the template with a png logo stored on disk, then reads it back with the logo inline', async () => {
    const response = await create(WITH_LOGO);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Barcode template saved successfully.',
      data: { id: expect.any(Number) },
    });
    expect(storedFiles()).toHaveLength(1);
    const template = (await read()).json().data;
    expect(template).toMatchObject({
      width: 2.5,
      height: 1.25,
      labels_per_row: 3,
      space_between_labels: 0.2,
      display_logo_confirmed: 1,
      image_exists: true,
      logo_name: 'logo.png',
      barcode_mode: 'system_default',
    });
    expect(template.logo_image).toBe(`data:image/png;base64,${PNG_BYTES.toString('base64')}`);
    expect((await create(NO_LOGO, [])).json()).toMatchObject({ message: TEMPLATE_EXISTS_MESSAGE });
  });

  it('accepts a jpeg named anything, by its content', async () => {
    const response = await create(WITH_LOGO, logo(JPEG_BYTES, 'company.dat', 'application/octet-stream'));
    expect(response.statusCode).toBe(200);
    expect((await read()).json().data.logo_image).toMatch(/^data:image\/jpeg;base64,/);
  });

  it.each([
    ['an SVG', logo(SVG_TEXT, 'logo.svg', 'image/svg+xml')],
    ['a text file renamed to .png', logo('just some notes\n', 'logo.png', 'image/png')],
    ['a GIF', logo(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'logo.gif', 'image/gif')],
    ['an SVG claiming to be a png', logo(SVG_TEXT, 'logo.png', 'image/png')],
  ])('refuses %s with 422 and stores nothing', async (_name, files) => {
    const response = await create(WITH_LOGO, files);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ logo_image: [LOGO_TYPE_MESSAGE] });
    expect(storedFiles()).toHaveLength(0);
    expect((await read()).statusCode).toBe(404);
  });

  it('refuses a logo over its size limit while reading it', async () => {
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(LOGO_MAX_BYTES)]);
    const response = await create(WITH_LOGO, logo(big));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      logo_image: [`The logo_image may not be greater than ${LOGO_MAX_BYTES / 1024} kilobytes.`],
    });
    expect(storedFiles()).toHaveLength(0);
  });

  it('reports every bad number on its field', async () => {
    const response = await create(
      { width: 'wide', height: '99', labels_per_row: '1.5', space_between_labels: '-1', display_logo_confirmed: '2' },
      [],
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      width: ['The width must be a number.'],
      height: ['The height must be between 0.5 and 12.'],
      labels_per_row: ['The labels_per_row must be an integer.'],
      space_between_labels: ['The space between labels must be a number.'],
      display_logo_confirmed: ['The selected display logo is invalid.'],
    });
    const empty = await create({}, []);
    expect(Object.keys(empty.json().errors).sort()).toEqual(
      ['display_logo_confirmed', 'height', 'labels_per_row', 'space_between_labels', 'width'].sort(),
    );
  });

  it('needs a logo when the logo is displayed', async () => {
    const response = await create(WITH_LOGO, []);
    expect(response.json().errors).toEqual({ logo_image: [LOGO_REQUIRED_MESSAGE] });
  });

  it('updates the layout, keeps the stored logo with image_exists, replaces it with a new one', async () => {
    const id = (await create(WITH_LOGO)).json().data.id as number;
    const kept = await update(id, { ...WITH_LOGO, width: '3', image_exists: '1' });
    expect(kept.json()).toEqual({ message: 'Barcode template updated successfully.', data: { id } });
    expect((await read()).json().data).toMatchObject({ width: 3, image_exists: true });
    const [first] = storedFiles();
    await update(id, WITH_LOGO, logo(JPEG_BYTES, 'new.jpg', 'image/jpeg'));
    expect(storedFiles()).not.toContain(first);
    expect(storedFiles()).toHaveLength(1);
    await update(id, NO_LOGO);
    expect((await read()).json().data).toMatchObject({ image_exists: false, logo_image: null });
    expect(storedFiles()).toHaveLength(0);
  });

  it('resets the template (and removes its logo), so none exists again', async () => {
    const id = (await create(WITH_LOGO)).json().data.id as number;
    const response = await ctx.admin.request({ method: 'PATCH', url: `/service-desk/barcode/template/reset/${id}` });
    expect(response.json()).toEqual({ message: 'Barcode template reset successfully.' });
    expect((await read()).statusCode).toBe(404);
    expect(storedFiles()).toHaveLength(0);
    const again = await ctx.admin.request({ method: 'PATCH', url: `/service-desk/barcode/template/reset/${id}` });
    expect(again.statusCode).toBe(404);
  });

  it('lets only administrators change it, and needs the CSRF token', async () => {
    const agent = await signedIn(ctx.app, 'Sam Agent');
    expect((await create(NO_LOGO, [], agent)).statusCode).toBe(403);
    const { payload, headers } = (await import('../../testing/multipart')).multipart(NO_LOGO);
    const forged = await ctx.admin.request({
      method: 'POST',
      url: '/service-desk/barcode/template/create',
      payload,
      headers,
      csrf: false,
    });
    expect(forged.statusCode).toBe(419);
    expect((await read()).statusCode).toBe(404);
  });
});
