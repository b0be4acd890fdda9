import type { NewAttachment } from '../../db/records/attachments';
import type { UploadedFile } from '../../http/form-body';
import type { UploadStore } from '../../uploads/store';

const MIME_TYPE = /^[\w.+-]+\/[\w.+-]+$/;

/** Stores the file and describes it for the attachments table (an unusable MIME type becomes octet-stream). */
export function storeUpload(store: UploadStore, file: UploadedFile): NewAttachment {
  return {
    name: file.fileName,
    size: file.bytes.length,
    mimeType: MIME_TYPE.test(file.mimeType) ? file.mimeType.toLowerCase() : 'application/octet-stream',
    storagePath: store.save(file.bytes),
  };
}

/**
 * Stores the upload (if any), runs the database write with it, and removes the files the write
 * replaced; if the write fails, the new file is removed again.
 */
export function withStoredUpload<T>(
  store: UploadStore,
  file: UploadedFile | undefined,
  write: (attachment: NewAttachment | undefined) => T,
  removedPaths: (result: T) => readonly string[] = () => [],
): T {
  const attachment = file && storeUpload(store, file);
  let result: T;
  try {
    result = write(attachment);
  } catch (error) {
    if (attachment) store.remove(attachment.storagePath);
    throw error;
  }
  for (const path of removedPaths(result)) store.remove(path);
  return result;
}
