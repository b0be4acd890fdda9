import { startEarlyRequest } from '@/api/earlyRequests';
import { createHttp } from '@/api/http';
import { fetchProblemList } from '@/api/problems/list';
import { FIRST_PROBLEM_LIST_QUERY, problemKeys } from '@/api/problems/keys';
import { readHostContext, type SingleSpaProps } from '@/host/readHostContext';
import { sessionKey } from '@/host/sessionKey';
import { PROBLEM_LIST_PATTERNS } from './pages';

function showsTheList(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PROBLEM_LIST_PATTERNS.includes(path);
}

/**
 * Called by the problem area's loader: when the page is the problem list, its first page is
 * requested while the area's code downloads, and the list takes that request (useEarlyRequest).
 * The module stays free of React and of the query library (it reads the problem calls and keys
 * from their own modules) so the request leaves before either has arrived.
 */
export function prefetchProblemList(props: SingleSpaProps = {}): void {
  if (!showsTheList(window.location.pathname)) return;
  const host = readHostContext(props);
  const http = createHttp({ apiBaseUrl: host.apiBaseUrl, csrfToken: host.csrfToken });
  const filters = {};
  startEarlyRequest(sessionKey(host), problemKeys.list(FIRST_PROBLEM_LIST_QUERY, filters), (signal) =>
    fetchProblemList(http, FIRST_PROBLEM_LIST_QUERY, filters, signal),
  );
}
