import { createContext, useContext } from 'react';
import type { AxiosInstance } from 'axios';
import { createHttp } from '../api/http';
import { navigate } from './navigation';
import type { HostContext } from './types';

export interface PluginContextValue {
  host: HostContext;
  /** The axios instance bound to the host's API base URL and CSRF token. */
  http: AxiosInstance;
  /** Goes to a URL through the host's router. */
  navigate: (url: string) => void;
}

/** What every screen gets from its host: the host context, the HTTP client, navigation. */
export function createPluginContextValue(host: HostContext): PluginContextValue {
  return {
    host,
    http: createHttp({ apiBaseUrl: host.apiBaseUrl, csrfToken: host.csrfToken }),
    navigate: (url: string) => navigate(url, host.navigateToUrl),
  };
}

export const PluginContext = createContext<PluginContextValue | null>(null);

export function usePluginContext(): PluginContextValue {
  const value = useContext(PluginContext);
  if (!value) throw new Error('usePluginContext must be used inside <PluginRoot> or <PluginProviders>.');
  return value;
}

export function useHttp(): AxiosInstance {
  return usePluginContext().http;
}
