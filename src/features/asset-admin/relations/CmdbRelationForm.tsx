import { useTranslation } from 'react-i18next';
import { cmdbRelationKeys, cmdbRelationQueries, saveCmdbRelation, type CmdbRelation } from '@/api/cmdb-relations';
import { TextField } from '@/ui/form/TextField';
import type { ReferenceFormKind } from '@/records/reference/ReferenceForm';
import { cmdbRelationPaths } from '../paths';
import {
  cmdbRelationSchema,
  cmdbRelationServerFields,
  EMPTY_CMDB_RELATION,
  type CmdbRelationFormValues,
} from './schema';

const DESCRIPTION_ROWS = 4;

export const CMDB_RELATION_FORM: ReferenceFormKind<CmdbRelation, CmdbRelationFormValues> = {
  area: 'cmdb-relation-form',
  labels: { create: 'cmdb_relation_create', edit: 'cmdb_relation_edit' },
  forEdit: cmdbRelationQueries.forEdit,
  valuesOf: (record) => ({
    forward_relation_name: record.forward_relation_name,
    inverse_relation_name: record.inverse_relation_name,
    description: record.description ?? '',
  }),
  empty: EMPTY_CMDB_RELATION,
  schema: cmdbRelationSchema,
  serverFields: cmdbRelationServerFields,
  save: (http, values, id) =>
    saveCmdbRelation(
      http,
      {
        forward_relation_name: values.forward_relation_name.trim(),
        inverse_relation_name: values.inverse_relation_name.trim(),
        description: values.description.trim(),
      },
      id,
    ),
  listPath: cmdbRelationPaths.list,
  savedQueryKey: cmdbRelationKeys.all,
};

/** The relation type form's fields: forward and inverse names (required), a description (optional). */
export function CmdbRelationFields() {
  const { t } = useTranslation();
  return (
    <>
      <TextField name="forward_relation_name" label={t('cmdb_forward_relation_name')} required />
      <TextField name="inverse_relation_name" label={t('cmdb_inverse_relation_name')} required />
      <TextField name="description" label={t('description')} rows={DESCRIPTION_ROWS} />
    </>
  );
}
