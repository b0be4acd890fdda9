import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { PluginProviders, createQueryClient } from '../../../src/ui/PluginProviders';
import { PortalContainerContext } from '../../../src/ui/PortalContainer';
import type { HostContext } from '../../../src/host/types';

export const API = 'http://sd.test';

export const testHost: HostContext = {
  apiBaseUrl: API,
  csrfToken: 'test-csrf-token',
  currentUser: { id: 1, name: 'Ada Admin', role: 'admin' },
  locale: 'en',
};

/** Renders inside the plugin's providers, as an application would be, with a fresh cache. */
export function renderWithPlugin(ui: ReactElement, host: Partial<HostContext> = {}) {
  const navigateToUrl = jest.fn();
  const result = render(
    <PluginProviders host={{ ...testHost, navigateToUrl, ...host }} queryClient={createQueryClient()}>
      <PortalContainerContext.Provider value={null}>{ui}</PortalContainerContext.Provider>
    </PluginProviders>,
  );
  return { ...result, navigateToUrl };
}
