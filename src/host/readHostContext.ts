import type { CurrentUser, HostContext } from './types';

/** single-spa passes these to every application and parcel besides the host's own props. */
export interface SingleSpaProps {
  name?: string;
  singleSpa?: { navigateToUrl?: (url: string) => void };
  hostContext?: Partial<HostContext>;
  [key: string]: unknown;
}

function readMeta(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
  return value ? value : undefined;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * The host context from single-spa props, each missing field read from the page the way the
 * real host publishes it (meta api-base-url, meta csrf-token), then sensible defaults.
 */
export function readHostContext(props: SingleSpaProps = {}): HostContext {
  const given = props.hostContext ?? {};
  const apiBaseUrl = given.apiBaseUrl ?? readMeta('api-base-url') ?? window.location.origin;
  return {
    apiBaseUrl: trimSlash(apiBaseUrl),
    csrfToken: given.csrfToken ?? readMeta('csrf-token') ?? '',
    currentUser: (given.currentUser as CurrentUser | undefined) ?? null,
    locale: given.locale ?? document.documentElement.lang ?? 'en',
    translations: given.translations,
    navigateToUrl: given.navigateToUrl ?? props.singleSpa?.navigateToUrl,
  };
}
