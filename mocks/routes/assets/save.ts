import { assetFormWithValues } from '../../db/assets/form-definition';
import { createAsset, updateAsset } from '../../db/assets/save';
import { recordExists } from '../../db/labels';
import { NotFoundError } from '../../http/errors';
import { readFlag } from '../../http/form-fields';
import { readPathId } from '../../http/path-params';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import type { Routes } from '../deps';
import { notFoundMessage, requireTo } from '../records/kind';
import { readSaveBody } from '../records/save';
import { withStoredUpload } from '../records/stored-upload';
import { readAssetForm } from './save-input';

/**
 * POST /service-desk/api/asset (multipart): create, or update when the form carries an id; the
 * custom values as custom_{id} (checkbox lists custom_{id}[]), `attachment` a file that replaces
 * the asset's, `attachment_delete` removes it. GET edit-asset/{id}: the asset form with its values.
 */
export const assetSaveRoutes: Routes = (app, { db, uploads }) => {
  app.get<{ Params: { id: string } }>(`${SERVICE_DESK_API}/edit-asset/:id`, async (request) => {
    requireTo(db, request, 'edit', 'asset');
    const id = readPathId(request.params.id);
    const fields = id === undefined ? undefined : assetFormWithValues(db, id);
    if (!fields) throw new NotFoundError(notFoundMessage('asset'));
    return { data: { id, category: 'asset', scenario: 'edit', form_fields: fields } };
  });

  app.post(`${SERVICE_DESK_API}/asset`, async (request) => {
    const { fields, files, idText } = await readSaveBody(db, request, 'asset');

    if (idText !== undefined) {
      const user = requireTo(db, request, 'edit', 'asset');
      const id = readPathId(idText);
      if (id === undefined || !recordExists(db, 'assets', id)) throw new NotFoundError(notFoundMessage('asset'));
      const input = readAssetForm(db, fields, id);
      const remove = readFlag(fields, 'attachment_delete');
      withStoredUpload(
        uploads,
        files.get('attachment'),
        (upload) => updateAsset(db, id, input, user, { upload, remove }) ?? [],
        (removed) => removed,
      );
      return { message: 'Asset updated successfully.', data: { id } };
    }

    const user = requireTo(db, request, 'create', 'asset');
    const input = readAssetForm(db, fields);
    const id = withStoredUpload(uploads, files.get('attachment'), (upload) => createAsset(db, input, user, upload));
    return { message: 'Asset created successfully.', data: { id } };
  });
};
