import type { ReactNode } from 'react';
import { skipToken, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
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
