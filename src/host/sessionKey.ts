import type { HostContext } from './types';

/** One signed-in session against one backend: what caches and early requests are shared within. */
export function sessionKey(host: HostContext): string {
  return [host.apiBaseUrl, host.csrfToken, host.currentUser?.id ?? ''].join('|');
}
