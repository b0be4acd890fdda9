import { useMemo, useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { readHostContext, type SingleSpaProps } from '../host/readHostContext';
import { PluginProviders } from './PluginProviders';
import { PortalContainerContext } from './PortalContainer';
import './styles/plugin.scss';

interface PluginRootProps {
  props: SingleSpaProps;
  children: ReactNode;
  /** A query cache shared with other parcels, owned (and emptied) by whoever passed it. */
  sharedQueryClient?: QueryClient;
  /** English texts beyond the bundled ones (see PluginProviders). */
  texts?: Record<string, string>;
}

/**
 * The root of every application and parcel: reads the host context from the single-spa props and
 * renders inside .sd-root, the scope of all the plugin's CSS; dialogs portal into it too.
 */
export function PluginRoot({ props, children, sharedQueryClient, texts }: PluginRootProps) {
  const host = useMemo(() => readHostContext(props), [props]);
  const [portal, setPortal] = useState<HTMLElement | null>(null);
  return (
    <div className="sd-root">
      <PluginProviders
        host={host}
        queryClient={sharedQueryClient}
        keepCacheOnUnmount={sharedQueryClient !== undefined}
        texts={texts}
      >
        <PortalContainerContext.Provider value={portal}>{children}</PortalContainerContext.Provider>
      </PluginProviders>
      <div ref={setPortal} className="sd-portal" />
    </div>
  );
}
