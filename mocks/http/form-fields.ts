import { recordExists, type LabelledTable } from '../db/labels';
import type { Db } from '../db/types';
import { cleanHtml } from '../html-sanitizer';
import { readList, readString, type RawQuery } from './query';
import type { Validator } from './validator';

/*
 * Readers for form fields with the product's messages. `label` is the readable field name of the
 * messages ('The requester field is required.').
 */

/** Text without its HTML tags and non-breaking spaces; an editor's empty `<p></p>` is empty. */
export function isBlankHtml(html: string): boolean {
  if (/<(img|video|iframe|table)\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .trim();
  return text === '';
}

/** An HTML field as it is stored (cleaned: html-sanitizer.ts); undefined when absent or without content. */
export function readRichText(fields: RawQuery, name: string, validator: Validator): string | undefined {
  const html = readString(fields, name, validator);
  const clean = html === undefined ? undefined : cleanHtml(html);
  return clean === undefined || isBlankHtml(clean) ? undefined : clean;
}

/** Nothing a reader would see: white space and format characters (zero-width spaces, direction marks ...). */
const INVISIBLE_ONLY = /^[\s\p{Z}\p{Cf}]*$/u;

/** A required text; one made only of invisible characters is as missing as an empty one. */
export function readRequiredText(
  fields: RawQuery,
  name: string,
  label: string,
  validator: Validator,
): string | undefined {
  const value = readString(fields, name, validator);
  if (value === undefined || INVISIBLE_ONLY.test(value)) {
    validator.add(name, `The ${label} field is required.`);
    return undefined;
  }
  return value;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `text` reads as one e-mail address (name@domain.tld). */
export function isEmailAddress(text: string): boolean {
  return EMAIL.test(text);
}

/** Fails when longer than `max` characters (code points), with the product's wording. */
export function checkMaxLength(
  value: string | undefined,
  name: string,
  label: string,
  max: number,
  validator: Validator,
): void {
  if (value !== undefined && [...value].length > max) {
    validator.add(name, `The ${label} should be less than ${max} characters.`);
  }
}

/** A required text of at most `max` characters ('' when missing, with the field's error). */
export function readBoundedText(
  fields: RawQuery,
  name: string,
  label: string,
  max: number,
  validator: Validator,
): string {
  const value = readRequiredText(fields, name, label, validator) ?? '';
  checkMaxLength(value, name, label, max, validator);
  return value;
}

/** An on/off status sent as `name`: 1 or 0; `fallback` when absent, else required. */
export function readOnOff(fields: RawQuery, name: string, validator: Validator, fallback?: 0 | 1): 0 | 1 {
  const text = readString(fields, name, validator);
  if (text === undefined && fallback !== undefined) return fallback;
  if (text === undefined) validator.add(name, 'The status field is required.');
  else if (text !== '0' && text !== '1') validator.add(name, 'The selected status is invalid.');
  return text === '0' ? 0 : 1;
}

/** "1", "true", "on" (any case) */
export function readFlag(fields: RawQuery, name: string): boolean {
  const value = fields[name];
  const text = Array.isArray(value) ? value[value.length - 1] : value;
  return text !== undefined && ['1', 'true', 'on'].includes(text.trim().toLowerCase());
}

function parseId(text: string): number | undefined {
  const id = /^\d+$/.test(text) ? Number(text) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

interface ReferenceRule {
  table: LabelledTable;
  required: boolean;
  /** Extra SQL condition on the row (alias t), e.g. agents only. */
  scope?: string;
}

/**
 * An id field: the id, null when optional and absent (or 'null'), undefined with the field's
 * error when required and absent or when not an id.
 */
export function readIdField(
  fields: RawQuery,
  name: string,
  label: string,
  validator: Validator,
  { required = true }: { required?: boolean } = {},
): number | null | undefined {
  const text = readString(fields, name, validator);
  if (text === undefined || text === 'null') {
    if (required) validator.add(name, `The ${label} field is required.`);
    return required ? undefined : null;
  }
  const id = parseId(text);
  if (id === undefined) validator.add(name, `The selected ${label} is invalid.`);
  return id;
}

/** An id that must name an existing record; null when optional and absent. */
export function readReference(
  db: Db,
  fields: RawQuery,
  name: string,
  label: string,
  rule: ReferenceRule,
  validator: Validator,
): number | null | undefined {
  const id = readIdField(fields, name, label, validator, rule);
  if (typeof id !== 'number') return id;
  if (!recordExists(db, rule.table, id, rule.scope)) {
    validator.add(name, `The selected ${label} is invalid.`);
    return undefined;
  }
  return id;
}

/** A list of ids (`name[]`, `name[0]`, repeated or a JSON array), each naming an existing record. */
export function readReferenceList(
  db: Db,
  fields: RawQuery,
  name: string,
  table: LabelledTable,
  validator: Validator,
): number[] {
  const ids: number[] = [];
  (readList(fields, name) ?? []).forEach((text, index) => {
    const id = parseId(text);
    if (id === undefined || !recordExists(db, table, id)) {
      validator.add(`${name}.${index}`, `The selected ${name}.${index} is invalid.`);
    } else if (!ids.includes(id)) {
      ids.push(id);
    }
  });
  return ids;
}
