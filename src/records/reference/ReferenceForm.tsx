import { useMemo, type ReactNode } from 'react';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { FormikValues } from 'formik';
import { useTranslation } from 'react-i18next';
import type { AnyObjectSchema } from 'yup';
import type { SavedRecord } from '@/api/responses';
import { useHttp } from '@/host/PluginContext';
import { RecordForm } from '@/records/RecordForm';
import { RecordToEdit } from '@/records/RecordToEdit';
import type { ServerFieldMap } from '@/ui/form/serverFieldMap';

/** What a reference record's form is made of, besides its fields. */
export interface ReferenceFormKind<TRecord, V extends FormikValues> {
  /** Name of the form's alert area. */
  area: string;
  /** The i18n keys of the form's accessible name when creating and when editing. */
  labels: { create: string; edit: string };
  /** The stored record's query (its resource's forEdit). */
  forEdit(http: AxiosInstance, id: number): UseQueryOptions<TRecord, Error, TRecord, readonly [string, number, 'edit']>;
  /** The values an edit starts from; a create starts from `empty`. */
  valuesOf(record: TRecord): V;
  empty: V;
  schema: AnyObjectSchema;
  serverFields: ServerFieldMap<string>;
  /** Sends the values (trimmed); `record` is the stored one when editing. */
  save(http: AxiosInstance, values: V, id: number | undefined, record: TRecord | undefined): Promise<SavedRecord>;
  listPath: string;
  /** When given, every save goes there at once (the spec's named index) instead of the list 3 s after a create. */
  pathAfterSave?(id: number | undefined): string;
  savedQueryKey: QueryKey;
  /** When given, a Cancel link beside Save leaves the form for this page. */
  cancelPath?: string;
}

interface ReferenceFormProps<TRecord, V extends FormikValues> {
  kind: ReferenceFormKind<TRecord, V>;
  /** The record edited; undefined creates one. */
  recordId?: number;
  children: ReactNode;
}

const noop = () => undefined;

/**
 * A reference record's create or edit form: the stored record loaded first when editing, then the
 * fields, saved with "Save"; a create goes back to the list.
 */
export function ReferenceForm<TRecord, V extends FormikValues>({
  kind,
  recordId,
  children,
}: ReferenceFormProps<TRecord, V>) {
  const http = useHttp();
  return (
    <RecordToEdit area={kind.area} query={recordId === undefined ? undefined : kind.forEdit(http, recordId)}>
      {(record) => (
        <ReferenceFields kind={kind} recordId={recordId} record={record}>
          {children}
        </ReferenceFields>
      )}
    </RecordToEdit>
  );
}

function ReferenceFields<TRecord, V extends FormikValues>({
  kind,
  recordId,
  record,
  children,
}: ReferenceFormProps<TRecord, V> & { record: TRecord | undefined }) {
  const { t } = useTranslation();
  const http = useHttp();
  const isEdit = recordId !== undefined;
  const initialValues = useMemo(() => (record ? kind.valuesOf(record) : kind.empty), [kind, record]);
  return (
    <RecordForm<V>
      area={kind.area}
      label={t(isEdit ? kind.labels.edit : kind.labels.create)}
      initialValues={initialValues}
      validationSchema={kind.schema}
      isEdit={isEdit}
      embedded={false}
      save={(values) => kind.save(http, values, recordId, record)}
      serverFields={kind.serverFields}
      listPath={kind.listPath}
      pathAfterSave={kind.pathAfterSave}
      savedQueryKey={kind.savedQueryKey}
      onSaved={noop}
      submitLabel={t('save')}
      cancelPath={kind.cancelPath}
    >
      {children}
    </RecordForm>
  );
}
