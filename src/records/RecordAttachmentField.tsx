import { useTranslation } from 'react-i18next';
import type { OwnerType } from '@/api/owners';
import type { AttachmentFile } from '@/ui/Attachment';
import { FileField } from '@/ui/form/FileField';

interface RecordAttachmentFieldProps {
  ownerType: OwnerType;
  /** The record's id once saved; a new record has none. */
  recordId?: number;
  /** The attachment saved so far. */
  current: AttachmentFile | null;
}

/**
 * A record form's one attachment (fields `attachment` and `attachment_delete`): the saved one shown
 * with its download link and a remove toggle, or a new file chosen.
 */
export function RecordAttachmentField({ ownerType, recordId, current }: RecordAttachmentFieldProps) {
  const { t } = useTranslation();
  return (
    <FileField
      name="attachment"
      deleteName="attachment_delete"
      label={t('attachment')}
      current={current}
      owner={recordId !== undefined ? `${ownerType}:${recordId}` : undefined}
    />
  );
}
