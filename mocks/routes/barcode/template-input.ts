import type { BarcodeLayout } from '../../db/barcode/template';
import { readFlag } from '../../http/form-fields';
import { readInteger, readString, type RawQuery } from '../../http/query';
import type { Validator } from '../../http/validator';

interface Bounds {
  min: number;
  max: number;
}

/** Label sizes and spacing in inches, as a label printer's sheets have them. */
export const LABEL_SIZE_INCHES: Bounds = { min: 0.5, max: 12 };
export const LABEL_SPACING_INCHES: Bounds = { min: 0, max: 5 };
export const LABELS_PER_ROW: Bounds = { min: 1, max: 10 };

function readDecimal(fields: RawQuery, name: string, label: string, bounds: Bounds, validator: Validator) {
  const text = readString(fields, name, validator);
  if (text === undefined) {
    validator.add(name, `The ${label} field is required.`);
    return undefined;
  }
  const value = /^\d+(\.\d+)?$/.test(text) ? Number(text) : NaN;
  if (!Number.isFinite(value)) {
    validator.add(name, `The ${label} must be a number.`);
    return undefined;
  }
  if (value < bounds.min || value > bounds.max) {
    validator.add(name, `The ${label} must be between ${bounds.min} and ${bounds.max}.`);
    return undefined;
  }
  return value;
}

/** The template's layout fields; each problem is reported on its field. */
export function readLayout(fields: RawQuery, validator: Validator): BarcodeLayout {
  const width = readDecimal(fields, 'width', 'width', LABEL_SIZE_INCHES, validator);
  const height = readDecimal(fields, 'height', 'height', LABEL_SIZE_INCHES, validator);
  const spacing = readDecimal(fields, 'space_between_labels', 'space between labels', LABEL_SPACING_INCHES, validator);
  if (readString(fields, 'labels_per_row', validator) === undefined) {
    validator.add('labels_per_row', 'The labels per row field is required.');
  }
  const perRow = readInteger(fields, 'labels_per_row', validator, LABELS_PER_ROW);
  const logoChoice = readString(fields, 'display_logo_confirmed', validator);
  if (logoChoice === undefined) validator.add('display_logo_confirmed', 'The display logo field is required.');
  else if (!['0', '1'].includes(logoChoice)) {
    validator.add('display_logo_confirmed', 'The selected display logo is invalid.');
  }
  return {
    width: width ?? 0,
    height: height ?? 0,
    labels_per_row: perRow ?? 0,
    space_between_labels: spacing ?? 0,
    display_logo_confirmed: readFlag(fields, 'display_logo_confirmed') ? 1 : 0,
  };
}
