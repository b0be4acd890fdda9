import type { AxiosInstance } from 'axios';
import { dataOf, isObject } from '../responses';

/** One field of a rendered form: its server name (e.g. requester_id), label, type and whether it is required. */
export interface FormRenderField {
  key: string;
  label: string;
  type: string;
  required: boolean;
}

/** The generic form structure of a category: the fields to show, in order. */
export interface FormRender {
  fields: FormRenderField[];
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

function readFields(value: unknown): FormRenderField[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).flatMap((field) => readFormRenderField(field) ?? []);
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
  return { fields: readFields(dataOf(response.data).form_fields) };
}
