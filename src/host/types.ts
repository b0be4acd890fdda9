export interface CurrentUser {
  id: number;
  name: string;
  role: 'admin' | 'agent' | 'user' | string;
}

/** What a host hands the plugin (as single-spa customProps) to talk to its backend. */
export interface HostContext {
  apiBaseUrl: string;
  csrfToken: string;
  currentUser: CurrentUser | null;
  locale: string;
  /** Host translations for the plugin's keys; they override the bundled English. */
  translations?: Record<string, string>;
  /** single-spa's navigateToUrl, passed by single-spa to every application and parcel. */
  navigateToUrl?: (url: string) => void;
}
