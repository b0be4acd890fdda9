import type { AnyObjectSchema } from 'yup';
import { changeSchema, type ChangeFormValues } from './schema';
import { changeServerFields } from './values';

type FieldName = keyof ChangeFormValues;

/**
 * Which of the change form's fields to show, from the server names a form-render answer lists,
 * and the schema that checks only those. Without a list every field is shown and checked.
 */
export function shownChangeFields(renderedFields: readonly string[] | undefined): {
  shown(name: FieldName): boolean;
  schema: AnyObjectSchema;
} {
  if (!renderedFields) return { shown: () => true, schema: changeSchema };
  const names = new Set<FieldName>();
  for (const key of renderedFields) {
    const name = changeServerFields.fieldOf(key);
    if (name) names.add(name);
  }
  if (names.has('attachment')) names.add('attachment_delete');
  const checked = Object.keys(changeSchema.fields).filter((name) => names.has(name as FieldName));
  return {
    shown: (name) => names.has(name),
    schema: changeSchema.pick(checked as (keyof typeof changeSchema.fields)[]),
  };
}
