import type { FastifyRequest } from 'fastify';
import {
  createBarcodeTemplate,
  findBarcodeTemplate,
  resetBarcodeTemplate,
  updateBarcodeTemplate,
  type BarcodeTemplateRow,
  type StoredLogo,
} from '../../db/barcode/template';
import type { NewAttachment } from '../../db/records/attachments';
import type { Db } from '../../db/types';
import { NotFoundError, ValidationError } from '../../http/errors';
import { readFlag } from '../../http/form-fields';
import { readFormBody } from '../../http/form-body';
import { requirePermission } from '../../http/authorize';
import { readPathId } from '../../http/path-params';
import { Validator } from '../../http/validator';
import type { UploadStore } from '../../uploads/store';
import type { Routes } from '../deps';
import { requireAdmin } from '../records/reference-record';
import { withStoredUpload } from '../records/stored-upload';
import { LOGO_MAX_BYTES, logoDataUrl, readLogoType } from './logo';
import { readLayout } from './template-input';

export const BARCODE_PATHS = {
  template: '/service-desk/barcode-template',
  create: '/service-desk/barcode/template/create',
  update: '/service-desk/barcode/template/update',
  reset: '/service-desk/barcode/template/reset',
};
export const NO_TEMPLATE_MESSAGE = 'No barcode template has been saved yet.';
export const TEMPLATE_EXISTS_MESSAGE = 'A barcode template exists already: update it instead.';
export const LOGO_REQUIRED_MESSAGE = 'The logo image field is required when the logo is displayed.';
const NOUN = 'barcode template';

/** The template as the settings form reads it; the logo comes inline, so the page needs no other call. */
function templateAnswer(template: BarcodeTemplateRow, uploads: UploadStore) {
  const logo = logoDataUrl(template, uploads);
  return {
    id: template.id,
    width: template.width,
    height: template.height,
    labels_per_row: template.labels_per_row,
    space_between_labels: template.space_between_labels,
    display_logo_confirmed: template.display_logo_confirmed,
    image_exists: logo !== undefined,
    logo_image: logo ?? null,
    logo_name: logo ? template.logo_name : null,
    logo_text: template.logo_text,
    barcode_mode: template.barcode_mode,
  };
}

function existingTemplate(db: Db, segment: string): BarcodeTemplateRow {
  const id = readPathId(segment);
  const template = id === undefined ? undefined : findBarcodeTemplate(db, id);
  if (!template) throw new NotFoundError('Barcode template not found.');
  return template;
}

/**
 * Reads the form: the layout, the logo (its type checked from its bytes) and whether the stored
 * logo stays (image_exists); a displayed logo needs one or the other.
 */
async function readTemplateForm(request: FastifyRequest, current: BarcodeTemplateRow | undefined) {
  const { fields, files } = await readFormBody(request, { maxFileBytes: LOGO_MAX_BYTES });
  const validator = new Validator();
  const layout = readLayout(fields, validator);
  const file = files.get('logo_image');
  const mime = file ? await readLogoType(file, validator) : undefined;
  const keepLogo = file === undefined && readFlag(fields, 'image_exists') && Boolean(current?.logo_path);
  if (layout.display_logo_confirmed === 1 && file === undefined && !keepLogo) {
    validator.add('logo_image', LOGO_REQUIRED_MESSAGE);
  }
  validator.throwIfFailed();
  // Stored with the type its bytes have, not the one the browser claimed.
  return { layout, logo: file && mime ? { ...file, mimeType: mime } : undefined, keepLogo };
}

/** The logo as the template stores it: the upload's path and name, with the type read from its bytes. */
function storedLogo(attachment: NewAttachment | undefined): StoredLogo | undefined {
  return (
    attachment && {
      path: attachment.storagePath,
      name: attachment.name,
      mime: attachment.mimeType as StoredLogo['mime'],
    }
  );
}

/**
 * The label sheet's template (GET barcode-template; 404 while none is saved), created, updated
 * (multipart, with a png or jpeg logo) and reset (removed) by administrators.
 */
export const barcodeTemplateRoutes: Routes = (app, { db, uploads }) => {
  app.get(BARCODE_PATHS.template, async (request) => {
    requirePermission(db, request, 'view', 'You do not have permission to view the barcode template.');
    const template = findBarcodeTemplate(db);
    if (!template) throw new NotFoundError(NO_TEMPLATE_MESSAGE);
    return { data: templateAnswer(template, uploads) };
  });

  app.post(BARCODE_PATHS.create, async (request) => {
    requireAdmin(request, NOUN);
    if (findBarcodeTemplate(db)) throw new ValidationError({}, TEMPLATE_EXISTS_MESSAGE);
    const { layout, logo } = await readTemplateForm(request, undefined);
    const id = withStoredUpload(uploads, logo, (attachment) =>
      createBarcodeTemplate(db, layout, storedLogo(attachment)),
    );
    return { message: 'Barcode template saved successfully.', data: { id } };
  });

  app.post<{ Params: { id: string } }>(`${BARCODE_PATHS.update}/:id`, async (request) => {
    requireAdmin(request, NOUN);
    const template = existingTemplate(db, request.params.id);
    const { layout, logo, keepLogo } = await readTemplateForm(request, template);
    withStoredUpload(
      uploads,
      logo,
      (attachment) => updateBarcodeTemplate(db, template.id, layout, { logo: storedLogo(attachment), keepLogo }),
      (replaced) => (replaced ? [replaced] : []),
    );
    return { message: 'Barcode template updated successfully.', data: { id: template.id } };
  });

  app.patch<{ Params: { id: string } }>(`${BARCODE_PATHS.reset}/:id`, async (request) => {
    requireAdmin(request, NOUN);
    const template = existingTemplate(db, request.params.id);
    const logoPath = resetBarcodeTemplate(db, template.id);
    if (logoPath) uploads.remove(logoPath);
    return { message: 'Barcode template reset successfully.' };
  });
};
