import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cmdbRelationKeys, cmdbRelationQueries, saveCmdbRelation, type CmdbRelation } from '@/api/cmdb-relations';
import { useHttp } from '@/host/PluginContext';
import { RecordForm } from '@/records/RecordForm';
import { RecordToEdit } from '@/records/RecordToEdit';
import { TextField } from '@/ui/form/TextField';
import { cmdbRelationPaths } from '../paths';
import {
  cmdbRelationSchema,
  cmdbRelationServerFields,
  EMPTY_CMDB_RELATION,
  type CmdbRelationFormValues,
} from './schema';

const AREA = 'cmdb-relation-form';
const DESCRIPTION_ROWS = 4;
const noop = () => undefined;

/** The relation type form: forward and inverse names (required), a description (optional). */
export function CmdbRelationForm({ relationId }: { relationId?: number }) {
  const http = useHttp();
  return (
    <RecordToEdit
      area={AREA}
      query={relationId === undefined ? undefined : cmdbRelationQueries.forEdit(http, relationId)}
    >
      {(record) => <CmdbRelationFields relationId={relationId} record={record} />}
    </RecordToEdit>
  );
}

function CmdbRelationFields({ relationId, record }: { relationId?: number; record: CmdbRelation | undefined }) {
  const { t } = useTranslation();
  const http = useHttp();
  const isEdit = relationId !== undefined;
  const initialValues = useMemo<CmdbRelationFormValues>(
    () =>
      record
        ? {
            forward_relation_name: record.forward_relation_name,
            inverse_relation_name: record.inverse_relation_name,
            description: record.description ?? '',
          }
        : EMPTY_CMDB_RELATION,
    [record],
  );
  return (
    <RecordForm<CmdbRelationFormValues>
      area={AREA}
      label={isEdit ? t('cmdb_relation_edit') : t('cmdb_relation_create')}
      initialValues={initialValues}
      validationSchema={cmdbRelationSchema}
      isEdit={isEdit}
      embedded={false}
      save={(values) =>
        saveCmdbRelation(
          http,
          {
            forward_relation_name: values.forward_relation_name.trim(),
            inverse_relation_name: values.inverse_relation_name.trim(),
            description: values.description.trim(),
          },
          relationId,
        )
      }
      serverFields={cmdbRelationServerFields}
      listPath={cmdbRelationPaths.list}
      savedQueryKey={cmdbRelationKeys.all}
      onSaved={noop}
      submitLabel={t('save')}
    >
      <TextField name="forward_relation_name" label={t('cmdb_forward_relation_name')} required />
      <TextField name="inverse_relation_name" label={t('cmdb_inverse_relation_name')} required />
      <TextField name="description" label={t('description')} rows={DESCRIPTION_ROWS} />
    </RecordForm>
  );
}
