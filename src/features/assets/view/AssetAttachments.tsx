import { useTranslation } from 'react-i18next';
import type { AssetAttachment } from '@/api/assets';
import { Attachment } from '@/ui/Attachment';

/** The asset's files: icon by type, name, size in units, downloaded under the owner sd_assets:{id}. */
export function AssetAttachments({ assetId, files }: { assetId: number; files: AssetAttachment[] }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <section className="mt-3" aria-label={t('attachments')}>
      <h2 className="h6">{t('attachments')}</h2>
      <ul className="list-unstyled mb-0">
        {files.map((file) => (
          <li key={file.id} className="mb-1">
            <Attachment file={file} owner={`sd_assets:${assetId}`} />
          </li>
        ))}
      </ul>
    </section>
  );
}
