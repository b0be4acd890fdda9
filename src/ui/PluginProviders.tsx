import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createPluginContextValue, PluginContext } from '../host/PluginContext';
import type { HostContext } from '../host/types';
import { createI18n } from '../i18n/createI18n';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

interface PluginProvidersProps {
  host: HostContext;
  children: ReactNode;
  /** Tests pass their own client to start from an empty cache; slots pass the shared one. */
  queryClient?: QueryClient;
  /** The client is shared and its owner empties it: unmounting leaves it alone. */
  keepCacheOnUnmount?: boolean;
  /** English texts beyond the bundled ones, brought by what is mounted (the slots' strings). */
  texts?: Record<string, string>;
}

/** Everything a screen needs from above: host context, HTTP client, query cache, translations. */
export function PluginProviders({
  host,
  children,
  queryClient,
  keepCacheOnUnmount = false,
  texts,
}: PluginProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const i18n = useMemo(
    () => createI18n(host.locale, host.translations, texts),
    [host.locale, host.translations, texts],
  );
  const value = useMemo(() => createPluginContextValue(host), [host]);
  useEffect(
    () => () => {
      if (keepCacheOnUnmount) return;
      // The screens below unsubscribe after this cleanup runs, and each unsubscription schedules
      // a garbage-collection timer for its query: clearing once they are all done leaves none behind.
      // Clearing waits for the cancellations: a request cancelled later would start a new timer.
      queueMicrotask(() => {
        void client.cancelQueries().finally(() => client.clear());
      });
    },
    [client, keepCacheOnUnmount],
  );
  return (
    <PluginContext.Provider value={value}>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </QueryClientProvider>
    </PluginContext.Provider>
  );
}
