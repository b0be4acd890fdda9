import type { TFunction } from 'i18next';
import { fileSize } from '@/format/fileSize';
import { MAX_UPLOAD_BYTES } from '../constants';

/** The message for chosen files over the upload limit, or undefined when every file fits. */
export function fileSizeError(
  t: TFunction,
  files: readonly File[],
  maxBytes: number = MAX_UPLOAD_BYTES,
): string | undefined {
  const tooLarge = files.filter((file) => file.size > maxBytes).map((file) => file.name);
  if (tooLarge.length === 0) return undefined;
  return t('file_too_large', { names: tooLarge.join(', '), size: fileSize(maxBytes) });
}
