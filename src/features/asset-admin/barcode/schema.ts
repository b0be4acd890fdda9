import * as yup from 'yup';
import type { BarcodeTemplate, BarcodeTemplateSave } from '@/api/barcode';
import { RECORD_MESSAGES } from '@/records/recordSchema';
import { serverFieldMap } from '@/ui/form/serverFieldMap';

export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
export const LOGO_TYPE_MESSAGE = 'The logo must be a png or jpeg image.';

/** What a number input holds: the text as loaded, the number Formik reads from a typed value. */
type NumberInput = string | number;

export interface BarcodeFormValues {
  width: NumberInput;
  height: NumberInput;
  space_between_labels: NumberInput;
  labels_per_row: NumberInput;
  display_logo_confirmed: '1' | '0';
  logo_image: File | null;
  /** The stored logo is to go. */
  logo_remove: boolean;
}

export const EMPTY_BARCODE_FORM: BarcodeFormValues = {
  width: '',
  height: '',
  space_between_labels: '',
  labels_per_row: '',
  display_logo_confirmed: '0',
  logo_image: null,
  logo_remove: false,
};

export function barcodeFormValues(template: BarcodeTemplate | null): BarcodeFormValues {
  if (!template) return EMPTY_BARCODE_FORM;
  return {
    width: String(template.width),
    height: String(template.height),
    space_between_labels: String(template.space_between_labels),
    labels_per_row: String(template.labels_per_row),
    display_logo_confirmed: template.display_logo_confirmed ? '1' : '0',
    logo_image: null,
    logo_remove: false,
  };
}

export function barcodeSaveValues(values: BarcodeFormValues, template: BarcodeTemplate | null): BarcodeTemplateSave {
  const text = (value: NumberInput) => String(value).trim();
  return {
    width: text(values.width),
    height: text(values.height),
    labels_per_row: text(values.labels_per_row),
    space_between_labels: text(values.space_between_labels),
    display_logo_confirmed: values.display_logo_confirmed === '1',
    logo_image: values.logo_image,
    image_exists: Boolean(template?.image_exists) && !values.logo_remove && values.logo_image === null,
  };
}

const requiredNumber = () => yup.string().trim().required(RECORD_MESSAGES.required);

export const barcodeSchema = yup.object({
  width: requiredNumber(),
  height: requiredNumber(),
  space_between_labels: requiredNumber(),
  labels_per_row: requiredNumber(),
  display_logo_confirmed: yup.string().oneOf(['1', '0']).required(RECORD_MESSAGES.required),
  logo_image: yup
    .mixed<File>()
    .nullable()
    .test('type', LOGO_TYPE_MESSAGE, (file) => !file || (LOGO_TYPES as readonly string[]).includes(file.type)),
  logo_remove: yup.boolean(),
});

export const barcodeServerFields = serverFieldMap<keyof BarcodeFormValues>({
  width: 'width',
  height: 'height',
  space_between_labels: 'space_between_labels',
  labels_per_row: 'labels_per_row',
  display_logo_confirmed: 'display_logo_confirmed',
  logo_image: 'logo_image',
  image_exists: 'logo_image',
});
