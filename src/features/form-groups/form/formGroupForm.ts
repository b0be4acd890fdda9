import {
  formGroupKeys,
  formGroupQueries,
  saveFormGroup,
  type FormGroup,
  type FormGroupCategory,
} from '@/api/form-groups';
import type { ReferenceFormKind } from '@/records/reference/ReferenceForm';
import { formGroupPaths } from '../paths';
import { formGroupSchema, formGroupServerFields } from './schema';
import { emptyFormGroup, formGroupToSave, formGroupValues, type FormGroupFormValues } from './values';

/** The create and edit form of a category's groups. */
export function formGroupForm(category: FormGroupCategory): ReferenceFormKind<FormGroup, FormGroupFormValues> {
  return {
    area: `form-group-${category}-form`,
    labels: { create: `form_group_${category}_create`, edit: `form_group_${category}_edit` },
    forEdit: formGroupQueries(category).forEdit,
    valuesOf: formGroupValues,
    empty: emptyFormGroup(),
    schema: formGroupSchema,
    serverFields: formGroupServerFields,
    save: (http, values, id) => saveFormGroup(http, category, formGroupToSave(values), id),
    listPath: formGroupPaths[category].list,
    savedQueryKey: formGroupKeys.all(category),
  };
}
