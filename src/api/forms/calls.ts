import type { AxiosInstance } from 'axios';
import type { Option } from '../dependencies/types';
import { dataOf, isObject } from '../responses';

/** One field of a rendered form: its server name (e.g. requester_id), label, type and whether it is required. */
export interface FormRenderField {
  key: string;
  label: string;
  type: string;
  required: boolean;
}

/** The generic form structure of a category: the fields to show, in order, and its custom fields among them. */
export interface FormRender {
  fields: FormRenderField[];
  customFields: FormRenderCustomField[];
}

/** A custom field of a rendered form (key custom_{id}), shown always or only for its change types. */
export interface FormRenderCustomField extends DefinitionFormField {
  /** A change type's own field shows only while that type is chosen. */
  changeTypeId: number | null;
  /** A form group's field shows while one of its change types is chosen. */
  changeTypeIds: number[] | null;
}

/** One entry of a form_fields list; undefined when it has no key. */
export function readFormRenderField(field: Record<string, unknown>): FormRenderField | undefined {
  if (typeof field.key !== 'string') return undefined;
  return {
    key: field.key,
    label: typeof field.label === 'string' ? field.label : field.key,
    type: typeof field.type === 'string' ? field.type : 'text',
    required: field.required === true || field.required === 1 || field.required === '1',
  };
}

/** A stored attachment as an edit form lists it. */
export interface FormAttachment {
  id: number;
  value: string;
  size: number;
  type?: string | null;
}

/**
 * A field drawn from a form definition (type text, textarea, number, email, select, radio, checkbox,
 * date, htmltextarea or file): a select's lookup or its own options, and the record's value when editing.
 */
export interface DefinitionFormField extends FormRenderField {
  /** The lookup a select's options come from (a custom select lists `options` instead). */
  dependency?: string;
  options: string[];
  value: string | string[] | Option | FormAttachment[] | null;
}

function readOption(value: Record<string, unknown>): Option | null {
  const id = Number(value.id);
  return Number.isInteger(id) ? { id, name: typeof value.name === 'string' ? value.name : String(id) } : null;
}

/** A definition field's value: text, checked options, a chosen record or stored attachments. */
export function readDefinitionValue(value: unknown): DefinitionFormField['value'] {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (isObject(value)) return readOption(value);
  if (!Array.isArray(value)) return null;
  if (value.every((item) => typeof item === 'string')) return value as string[];
  return value.filter(isObject).map((file) => ({
    id: Number(file.id),
    value: String(file.value ?? ''),
    size: Number(file.size ?? 0),
    type: typeof file.type === 'string' ? file.type : null,
  }));
}

/** One entry of a form definition with its lookup, options and value; undefined when it has no key. */
export function readDefinitionFormField(field: Record<string, unknown>): DefinitionFormField | undefined {
  const common = readFormRenderField(field);
  if (!common) return undefined;
  return {
    ...common,
    dependency: typeof field.dependency === 'string' ? field.dependency : undefined,
    options: Array.isArray(field.options) ? field.options.map(String) : [],
    value: readDefinitionValue(field.value),
  };
}

function readFields(value: unknown): FormRenderField[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).flatMap((field) => readFormRenderField(field) ?? []);
}

const CUSTOM_KEY = /^custom_\d+$/;

function readCustomFields(value: unknown): FormRenderCustomField[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).flatMap((entry) => {
    const field = readDefinitionFormField(entry);
    if (!field || !CUSTOM_KEY.test(field.key)) return [];
    const ids = entry.change_type_ids;
    return {
      ...field,
      changeTypeId: typeof entry.change_type_id === 'number' ? entry.change_type_id : null,
      changeTypeIds: Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : null,
    };
  });
}

/** The generic form structure (GET /api/form/render) of a category, e.g. the change form before it is shown. */
export async function fetchFormRender(
  http: AxiosInstance,
  category: string,
  signal?: AbortSignal,
): Promise<FormRender> {
  const response = await http.get('/api/form/render', {
    params: { category, scenario: 'create', panel: 'agent' },
    signal,
  });
  const fields = dataOf(response.data).form_fields;
  return { fields: readFields(fields), customFields: readCustomFields(fields) };
}
