export { attachmentOwner, type StoredAttachment } from './types';
export { encodeFile, type EncodedFile } from './encodeFile';
