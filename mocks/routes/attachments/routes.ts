import { findAttachmentOfOwner } from '../../db/records/attachments';
import { requirePermission } from '../../http/authorize';
import { contentDisposition } from '../../http/content-disposition';
import { NotFoundError } from '../../http/errors';
import { readPathId } from '../../http/path-params';
import type { Routes } from '../deps';

/** GET /service-desk/download/{attachmentId}/{owner}/attachment: the file, if it is that owner's. */
export const attachmentRoutes: Routes = (app, { db, uploads }) => {
  app.get<{ Params: { id: string; owner: string } }>(
    '/service-desk/download/:id/:owner/attachment',
    async (request, reply) => {
      requirePermission(db, request, 'view', 'You do not have permission to download attachments.');
      const id = readPathId(request.params.id);
      const attachment = id === undefined ? undefined : findAttachmentOfOwner(db, id, request.params.owner);
      const bytes = attachment && uploads.read(attachment.storage_path, attachment.name);
      if (!attachment || !bytes) throw new NotFoundError('Attachment not found.');
      return reply
        .header('content-type', attachment.mime_type)
        .header('content-disposition', contentDisposition(attachment.name))
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};
