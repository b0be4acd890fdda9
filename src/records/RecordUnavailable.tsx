import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';
import { errorMessage } from '@/ui/alerts';
import { Loader } from '@/ui/Loader';
import { LoadFailure } from '@/ui/LoadFailure';
import { NotFound } from '@/ui/NotFound';

interface RecordUnavailableProps {
  /** The record's query, still loading or failed. */
  record: UseQueryResult<unknown>;
  /** Names the page's screen area, as AlertArea does. */
  area: string;
}

/**
 * What a record's page shows in place of a record it does not have: the loader while it loads,
 * the server's "not found" on a 404, else the failure with a way to try again.
 */
export function RecordUnavailable({ record, area }: RecordUnavailableProps) {
  if (record.isPending) return <Loader />;
  if (isApiError(record.error) && record.error.status === 404) return <NotFound message={errorMessage(record.error)} />;
  return (
    <LoadFailure area={area} error={record.error} onRetry={() => void record.refetch()} retrying={record.isFetching} />
  );
}
