import { createContext, useContext } from 'react';
import type { AxiosInstance } from 'axios';
import type { HostContext } from '../host/types';

export interface PluginContextValue {
  host: HostContext;
  /** The axios instance bound to the host's API base URL and CSRF token. */
  http: AxiosInstance;
  /** Goes to a URL through the host's router. */
  navigate: (url: string) => void;
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
