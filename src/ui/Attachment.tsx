import { useTranslation } from 'react-i18next';
import { fileSize } from '../format/fileSize';
import { usePluginContext } from '../host/PluginContext';
import { FileIcon, type FileKind } from './FileIcon';

export interface AttachmentFile {
  id: number;
  /** The file name. */
  value: string;
  size: number | string;
  /** MIME type or extension, e.g. 'application/pdf' or 'pdf'. */
  type?: string | null;
}

const IMAGE_TYPES = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'svg', 'webp', 'image'];

/** The icon family of a file, by its type or, failing that, its extension. */
export function fileKind(type: string | null | undefined, name = ''): FileKind {
  const hint = `${type ?? ''} ${name.split('.').pop() ?? ''}`.toLowerCase();
  if (/\bpdf\b/.test(hint)) return 'pdf';
  if (/\b(xls|xlsx|spreadsheet|excel|csv)\b/.test(hint)) return 'spreadsheet';
  if (/\b(txt|text)\b/.test(hint)) return 'text';
  if (IMAGE_TYPES.some((image) => hint.includes(image))) return 'image';
  return 'file';
}

/** The download address of an attachment; owner is e.g. 'sd_problem:12'. */
export function downloadPath(attachmentId: number, owner: string): string {
  return `/service-desk/download/${attachmentId}/${owner}/attachment`;
}

interface AttachmentProps {
  file: AttachmentFile;
  owner: string;
}

/** An attachment: icon by type, name, size from Bytes to YB, downloaded in a new window. */
export function Attachment({ file, owner }: AttachmentProps) {
  const { t } = useTranslation();
  const { host } = usePluginContext();
  const kind = fileKind(file.type, file.value);
  return (
    <span className="d-inline-flex align-items-center gap-2" data-file-kind={kind}>
      <FileIcon kind={kind} />
      <a
        href={`${host.apiBaseUrl}${downloadPath(file.id, owner)}`}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('download_file', { name: file.value })}
      >
        {file.value}
      </a>
      <span className="text-secondary small">({fileSize(file.size)})</span>
    </span>
  );
}
