import type { AxiosInstance } from 'axios';
import { dataOf, readMessage, readSavedId, type SavedRecord } from '../responses';
import type { BarcodeTemplate, BarcodeTemplateSave } from './types';

/** The barcode calls live under the product base, outside /service-desk/api. */
export const BARCODE_PATHS = {
  template: '/service-desk/barcode-template',
  create: '/service-desk/barcode/template/create',
  update: (id: number) => `/service-desk/barcode/template/update/${id}`,
  reset: (id: number) => `/service-desk/barcode/template/reset/${id}`,
};

/** GET barcode-template: the saved template, or null when there is none (any failure means none). */
export async function fetchBarcodeTemplate(http: AxiosInstance, signal?: AbortSignal): Promise<BarcodeTemplate | null> {
  try {
    const data = dataOf((await http.get(BARCODE_PATHS.template, { signal })).data);
    return typeof data.id === 'number' ? (data as unknown as BarcodeTemplate) : null;
  } catch {
    return null;
  }
}

/** POST template/create, or template/update/{id} when a template exists (multipart). */
export async function saveBarcodeTemplate(
  http: AxiosInstance,
  values: BarcodeTemplateSave,
  templateId?: number,
): Promise<SavedRecord> {
  const data = new FormData();
  if (values.logo_image) data.append('logo_image', values.logo_image);
  data.append('image_exists', values.image_exists ? '1' : '0');
  data.append('width', values.width);
  data.append('height', values.height);
  data.append('labels_per_row', values.labels_per_row);
  data.append('space_between_labels', values.space_between_labels);
  data.append('display_logo_confirmed', values.display_logo_confirmed ? '1' : '0');
  const path = templateId === undefined ? BARCODE_PATHS.create : BARCODE_PATHS.update(templateId);
  const response = await http.post(path, data);
  return { message: readMessage(response.data), id: readSavedId(response.data) ?? templateId };
}

/** PATCH template/reset/{id}: the template goes, labels use the default layout again. */
export async function resetBarcodeTemplate(http: AxiosInstance, templateId: number): Promise<string> {
  return readMessage((await http.patch(BARCODE_PATHS.reset(templateId))).data);
}
