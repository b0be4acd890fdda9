import { asRawQuery, readChoice } from '../../http/query';
import { Validator } from '../../http/validator';
import { assetFormFields } from '../../db/assets/form-definition';
import { listCustomFields } from '../../db/changes/custom-fields';
import { CHANGE_FORM } from '../../db/changes/save';
import type { Db } from '../../db/types';
import type { Routes } from '../deps';
import { requireTo } from '../records/kind';

const CATEGORIES = ['ticket', 'problem', 'change', 'release', 'asset', 'contract'] as const;
const SCENARIOS = ['create', 'edit'] as const;
const PANELS = ['agent', 'admin', 'client'] as const;

interface FormField {
  key: string;
  label: string;
  type: string;
  required: boolean;
  /** A custom field's choices and scope (a change type's, or a form group's change types). */
  options?: string[];
  change_type_id?: number | null;
  change_type_ids?: number[];
}

/** The change form's fields: its texts, its references (the ones it saves), its assets and its file. */
const CHANGE_FIELDS: FormField[] = [
  { key: 'subject', label: 'Subject', type: 'text', required: true },
  ...CHANGE_FORM.references.map(({ column, label, required }) => ({
    key: column,
    label: label[0].toUpperCase() + label.slice(1),
    type: 'select',
    required,
  })),
  { key: 'identifier', label: 'Identifier', type: 'text', required: false },
  { key: 'description', label: 'Description', type: 'htmltextarea', required: true },
  { key: 'asset_ids', label: 'Assets', type: 'multiselect', required: false },
  { key: 'attachment', label: 'Attachment', type: 'file', required: false },
];

/** The change form's fields, then its custom fields (general ones, then each type's and form group's, in order). */
function changeFormFields(db: Db): FormField[] {
  return [
    ...CHANGE_FIELDS,
    ...listCustomFields(db).map((field) => ({
      key: `custom_${field.id}`,
      label: field.label,
      type: field.type,
      required: field.required,
      options: field.options,
      change_type_id: field.change_type_id,
      ...(field.form_group_id === null ? {} : { change_type_ids: field.change_type_ids }),
    })),
  ];
}

/** The categories whose fields are listed. */
const FIELDS_OF: Partial<Record<(typeof CATEGORIES)[number], (db: Db) => readonly FormField[]>> = {
  change: changeFormFields,
  asset: assetFormFields,
};

/**
 * GET /api/form/render: the generic form structure of a category (category required; scenario
 * create or edit, panel agent, admin or client). The change and asset forms' fields are listed
 * (their custom fields with their options and scope); other categories answer their
 * empty custom part.
 */
export const formRoutes: Routes = (app, { db }) => {
  app.get('/api/form/render', async (request) => {
    requireTo(db, request, 'view', 'form');
    const query = asRawQuery(request.query);
    const validator = new Validator();
    const category = readChoice(query, 'category', CATEGORIES, validator);
    if (query.category === undefined || query.category === '')
      validator.add('category', 'The category field is required.');
    const scenario = readChoice(query, 'scenario', SCENARIOS, validator) ?? 'create';
    const panel = readChoice(query, 'panel', PANELS, validator) ?? 'agent';
    validator.throwIfFailed();
    const fieldsOf = category === undefined ? undefined : FIELDS_OF[category];
    return { data: { category, scenario, panel, form_fields: fieldsOf?.(db) ?? [] } };
  });
};
