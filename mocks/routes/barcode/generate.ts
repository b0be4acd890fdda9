import { findLabelAssets } from '../../db/barcode/label-assets';
import { findBarcodeTemplate } from '../../db/barcode/template';
import { requirePermission } from '../../http/authorize';
import { ValidationError } from '../../http/errors';
import { readIdList, readRequestQuery } from '../../http/query';
import type { Routes } from '../deps';
import { pageHeaders } from '../pages/page-headers';
import { DEFAULT_LAYOUT, labelSheetPage } from './label-sheet';
import { logoDataUrl } from './logo';

export const GENERATE_BARCODE_PATH = '/service-desk/generate-barcode';
/** One sheet prints at most this many labels. */
export const MAX_LABELS = 500;

/**
 * GET generate-barcode?ids[n]={id}: a printable page with a label per asset (name, identifier,
 * Code 128 barcode, QR code of its page) laid out by the saved template, or the default layout.
 */
export const generateBarcodeRoutes: Routes = (app, { db, uploads }) => {
  app.get(GENERATE_BARCODE_PATH, async (request, reply) => {
    requirePermission(db, request, 'view', 'You do not have permission to view assets.');
    const ids = readRequestQuery(request.query, (query, validator) => {
      const list = readIdList(query, 'ids', validator);
      if (list === undefined) validator.add('ids', 'The ids field is required.');
      else if (list.length > MAX_LABELS) validator.add('ids', `The ids may not have more than ${MAX_LABELS} items.`);
      return list ?? [];
    });
    const { assets, missing } = findLabelAssets(db, ids);
    if (missing.length > 0) {
      throw new ValidationError(
        Object.fromEntries(missing.map((index) => [`ids.${index}`, [`The selected ids.${index} is invalid.`]])),
      );
    }
    const template = findBarcodeTemplate(db);
    const origin = `${request.protocol}://${request.host}`;
    const page = labelSheetPage({
      layout: template ?? DEFAULT_LAYOUT,
      logo: template?.display_logo_confirmed ? logoDataUrl(template, uploads) : undefined,
      assets,
      assetUrl: (asset) => `${origin}/service-desk/assets/${asset.id}/show`,
    });
    return reply
      .headers({ ...pageHeaders(GENERATE_BARCODE_PATH), 'cache-control': 'no-store' })
      .type('text/html; charset=utf-8')
      .send(page);
  });
};
