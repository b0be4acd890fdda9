import * as yup from 'yup';
import type { contractTypes } from '@/api/contract-types';
import type { NamedType } from '@/api/named-types';
import { characterCount } from '@/format/characters';
import type { ReferenceFormKind } from '@/records/reference/ReferenceForm';
import { RECORD_MESSAGES } from '@/records/recordSchema';
import { serverFieldMap } from '@/ui/form/serverFieldMap';
import type { NamedTypePaths } from '../paths';

export const NAME_MAX = 50;
export const NAME_MAX_MESSAGE = 'The name should be less than 50 characters.';

export interface NamedTypeFormValues {
  name: string;
}

const schema = yup.object({
  name: yup
    .string()
    .trim()
    .required(RECORD_MESSAGES.required)
    .test('max', NAME_MAX_MESSAGE, (value) => characterCount(value) <= NAME_MAX),
});

/** One named type's resource (its calls and queries), as every one of them has. */
type NamedTypeResource = typeof contractTypes;

interface NamedTypeFormOptions {
  /** The form's alert area and the i18n keys of its labels: `{prefix}_create`, `{prefix}_edit`. */
  prefix: string;
  resource: NamedTypeResource;
  paths: NamedTypePaths;
  /** Every save goes straight to the index (the contract type); else the list 3 s after a create. */
  returnAtOnce?: boolean;
}

/** The form of a named type: a required name of at most 50 characters. */
export function namedTypeForm({
  prefix,
  resource,
  paths,
  returnAtOnce = false,
}: NamedTypeFormOptions): ReferenceFormKind<NamedType, NamedTypeFormValues> {
  return {
    area: `${prefix}-form`,
    labels: { create: `${prefix}_create`, edit: `${prefix}_edit` },
    forEdit: resource.queries.forEdit,
    valuesOf: (record) => ({ name: record.name }),
    empty: { name: '' },
    schema,
    serverFields: serverFieldMap<'name'>({ name: 'name' }),
    save: (http, values, id) => resource.save(http, values.name.trim(), id),
    listPath: paths.list,
    pathAfterSave: returnAtOnce ? () => paths.list : undefined,
    savedQueryKey: resource.keys.all,
  };
}
