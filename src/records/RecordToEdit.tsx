import type { ComponentType, ReactNode } from 'react';
import { skipToken, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { useHttp } from '@/host/PluginContext';
import { AlertArea } from '@/ui/AlertArea';
import { errorMessage } from '@/ui/alerts';
import { Loader } from '@/ui/Loader';

export interface RecordToEditProps<Data, Key extends QueryKey> {
  /** The stored record's query (its resource's forEdit); none when the form creates a record. */
  query?: UseQueryOptions<Data, Error, Data, Key>;
  /** The form's alert area, where a failed load is shown. */
  area: string;
  children(record: Data | undefined): ReactNode;
}

/** The query a form that creates a record holds: it never runs. */
const CREATING = { queryKey: ['record-to-edit', 'none'], queryFn: skipToken };

/** A form's record: a loader while it loads, the error in the form's alert area, then the form with it. */
export function RecordToEdit<Data, Key extends QueryKey>({ query, area, children }: RecordToEditProps<Data, Key>) {
  const record = useQuery(query ?? (CREATING as unknown as UseQueryOptions<Data, Error, Data, Key>));
  if (!query) return children(undefined);
  if (record.isPending) return <Loader />;
  if (!record.data) return <AlertArea area={area} alert={{ kind: 'danger', text: errorMessage(record.error) }} />;
  return children(record.data);
}

/**
 * A record's form that first loads the record it edits (`forEdit` of the id `idOf` its props
 * name; nothing to load on create): `Fields` renders with the form's props and that record.
 */
export function withRecordToEdit<Props extends object, Data, Key extends QueryKey>(
  area: string,
  idOf: (props: Props) => number | undefined,
  forEdit: (http: AxiosInstance, id: number) => UseQueryOptions<Data, Error, Data, Key>,
  Fields: ComponentType<Props & { record: Data | undefined }>,
): ComponentType<Props> {
  function RecordFormToEdit(props: Props) {
    const http = useHttp();
    const id = idOf(props);
    return (
      <RecordToEdit area={area} query={id === undefined ? undefined : forEdit(http, id)}>
        {(record) => <Fields {...props} record={record} />}
      </RecordToEdit>
    );
  }
  return RecordFormToEdit;
}
