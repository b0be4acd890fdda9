import { fileTypeFromBuffer } from 'file-type';
import type { StoredLogo } from '../../db/barcode/template';
import type { UploadedFile } from '../../http/form-body';
import type { Validator } from '../../http/validator';
import type { UploadStore } from '../../uploads/store';

/** A logo is a small picture: 1 MB at most. */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TYPE_MESSAGE = 'The logo image must be a file of type: png, jpeg.';

const LOGO_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg']);

/**
 * The logo's type read from its bytes (its magic number), never from its name or the type the
 * browser claims: an SVG (it can carry scripts), a renamed text file or anything else is refused.
 */
export async function readLogoType(file: UploadedFile, validator: Validator): Promise<StoredLogo['mime'] | undefined> {
  const detected = await fileTypeFromBuffer(file.bytes);
  if (detected && LOGO_TYPES.has(detected.mime)) return detected.mime as StoredLogo['mime'];
  validator.add('logo_image', LOGO_TYPE_MESSAGE);
  return undefined;
}

/** The stored logo as a data: URL (pages of this server allow those images), or undefined when it has none. */
export function logoDataUrl(
  template: { logo_path: string | null; logo_name: string | null; logo_mime: string | null },
  uploads: UploadStore,
): string | undefined {
  const bytes = template.logo_path ? uploads.read(template.logo_path, template.logo_name ?? '') : undefined;
  return bytes ? `data:${template.logo_mime};base64,${bytes.toString('base64')}` : undefined;
}
