import { hostPaths } from '@/host/hostPaths';
import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../constants';
import { Link } from '../Link';
import { Loader } from '../Loader';
import { SafeHtml } from '../SafeHtml';
import { PageSizeSelect } from '../table/PageSizeSelect';
import { Pagination } from '../table/Pagination';
import { entryTime, groupByDate } from './groupByDate';

export type ActivityLogOrder = 'asc' | 'desc';

export interface ActivityLogParams {
  page: number;
  limit: number;
  /** 'desc' is newest first. */
  order: ActivityLogOrder;
}

export interface ActivityLogEntry {
  id: number | string;
  /** The log text, HTML from the server. */
  name: string;
  created_at: string;
  creator: { id: number; full_name: string; profile_pic?: string | null } | null;
}

export interface ActivityLogPage {
  entries: ActivityLogEntry[];
  total: number;
}

export interface ActivityLogProps {
  /** Loads one page; a failure is silent (the list shows as empty). */
  fetchPage: (params: ActivityLogParams, signal: AbortSignal) => Promise<ActivityLogPage>;
  /** The cache key of this log; the page parameters are appended. Invalidating it reloads the log. */
  queryKey: readonly unknown[];
  /** Accessible name of the timeline. */
  label?: string;
}

/** Pagination appears only when there are more entries than this. */
const PAGINATION_THRESHOLD = 10;
const DEFAULT_LIMIT = PAGE_SIZES[0];

const GEAR_TEETH = [0, 45, 90, 135, 180, 225, 270, 315];

/** A gear: the entry was written by the system (a workflow, a scheduler), not by a user. */
function SystemPicture() {
  return (
    <span
      className="sd-log-avatar rounded-circle flex-shrink-0 d-inline-flex align-items-center justify-content-center bg-secondary-subtle text-secondary"
      style={{ width: 32, height: 32 }}
      aria-hidden="true"
      data-testid="log-avatar-system"
    >
      <svg width="18" height="18" viewBox="0 0 16 16" fill="currentColor" focusable="false">
        {GEAR_TEETH.map((angle) => (
          <rect key={angle} x="7" y="0.5" width="2" height="3.5" rx="0.5" transform={`rotate(${angle} 8 8)`} />
        ))}
        <circle cx="8" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </span>
  );
}

function CreatorPicture({ creator }: { creator: ActivityLogEntry['creator'] }) {
  if (!creator) return <SystemPicture />;
  if (creator.profile_pic) {
    return (
      <img
        src={creator.profile_pic}
        alt={creator.full_name}
        className="sd-log-avatar rounded-circle flex-shrink-0"
        width={32}
        height={32}
      />
    );
  }
  const initial = Array.from(creator.full_name?.trim() ?? '')[0]?.toUpperCase() ?? '?';
  return (
    <span
      className="sd-log-avatar sd-log-avatar-placeholder rounded-circle flex-shrink-0 d-inline-flex align-items-center justify-content-center bg-secondary text-white"
      style={{ width: 32, height: 32 }}
      aria-hidden="true"
      data-testid="log-avatar-placeholder"
    >
      {initial}
    </span>
  );
}

/**
 * A timeline grouped by day: page sizes 10/25/50/100 (default 10), newest or oldest first (default
 * newest), back to page 1 after either changes, page links only above 10 entries (at most 5).
 */
export function ActivityLog({ fetchPage, queryKey, label }: ActivityLogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useState<ActivityLogParams>({ page: 1, limit: DEFAULT_LIMIT, order: 'desc' });
  const log = useQuery({
    queryKey: [...queryKey, params],
    queryFn: ({ signal }) => fetchPage(params, signal),
    placeholderData: keepPreviousData,
  });

  // A failed load is silent: the loader stops and the list is empty.
  const entries = log.isError ? [] : (log.data?.entries ?? []);
  const total = log.isError ? 0 : (log.data?.total ?? 0);
  const loading = log.isFetching;
  const groups = groupByDate(entries);
  const pageCount = Math.max(1, Math.ceil(total / params.limit));
  const title = label ?? t('activity_log');

  return (
    <section className="sd-activity-log" aria-label={title} aria-busy={loading}>
      <div className="d-flex flex-wrap gap-3 justify-content-between align-items-center mb-3">
        <PageSizeSelect
          id={`${id}-limit`}
          value={params.limit}
          onChange={(limit) => setParams((current) => ({ ...current, limit, page: 1 }))}
        />
        <label className="d-flex align-items-center gap-2 mb-0" htmlFor={`${id}-order`}>
          <span>{t('sort_order')}</span>
          <select
            id={`${id}-order`}
            className="form-select form-select-sm w-auto"
            value={params.order}
            onChange={(event) =>
              setParams((current) => ({ ...current, order: event.target.value as ActivityLogOrder, page: 1 }))
            }
          >
            <option value="desc">{t('newest_first')}</option>
            <option value="asc">{t('oldest_first')}</option>
          </select>
        </label>
      </div>

      {loading && entries.length === 0 ? (
        <Loader />
      ) : entries.length === 0 ? (
        <p className="text-center text-secondary py-4 mb-0">{t('no_data_found')}</p>
      ) : (
        <div className="sd-log-timeline">
          {groups.map((group) => (
            <div key={`${group.key}-${group.entries[0].id}`} className="mb-3">
              <h3 className="h6 text-secondary pb-1">{group.label}</h3>
              <ol className="list-unstyled mb-0">
                {group.entries.map((entry) => (
                  <li key={entry.id} className="d-flex gap-2 py-2">
                    <CreatorPicture creator={entry.creator} />
                    <div className="flex-grow-1" style={{ minWidth: 0 }}>
                      <div className="d-flex flex-wrap gap-2 align-items-baseline">
                        {entry.creator ? (
                          <Link to={hostPaths.user(entry.creator.id)} className="fw-semibold">
                            {entry.creator.full_name}
                          </Link>
                        ) : (
                          <span className="fw-semibold">{t('activity_log_system')}</span>
                        )}
                        <time dateTime={entry.created_at} className="text-secondary small">
                          {entryTime(entry.created_at)}
                        </time>
                      </div>
                      <SafeHtml html={entry.name} className="sd-log-text" />
                    </div>
                  </li>
                ))}
              </ol>
            </div>
          ))}
          {loading && <Loader small />}
        </div>
      )}

      {total > PAGINATION_THRESHOLD && (
        <div className="d-flex justify-content-end">
          <Pagination
            page={params.page}
            pageCount={pageCount}
            onPageChange={(page) => setParams((current) => ({ ...current, page }))}
            disabled={loading}
          />
        </div>
      )}
    </section>
  );
}
