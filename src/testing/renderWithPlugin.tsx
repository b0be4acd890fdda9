import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { PluginProviders, createQueryClient } from '@/ui/PluginProviders';
import type { HostContext } from '@/host/types';
import assetAdminTexts from '@/i18n/en/asset-admin.json';
import assetTexts from '@/i18n/en/assets.json';
import cabTexts from '@/i18n/en/cab.json';
import cabDefinitionTexts from '@/i18n/en/cab-definitions.json';
import changeViewTexts from '@/i18n/en/change-view.json';
import changeListTexts from '@/i18n/en/changes.json';
import releaseTexts from '@/i18n/en/releases.json';
import formGroupTexts from '@/i18n/en/form-groups.json';
import reportTexts from '@/i18n/en/reports.json';
import contractTexts from '@/i18n/en/contracts.json';
import importTexts from '@/i18n/en/imports.json';
import productTexts from '@/i18n/en/products.json';
import referenceTypeTexts from '@/i18n/en/reference-types.json';
import slotTexts from '@/i18n/en/ticket-slots.json';
import vendorTexts from '@/i18n/en/vendors.json';
import workflowTexts from '@/i18n/en/workflows.json';

/** The strings that areas and slots bring with them, as if each screen were mounted in its own. */
const areaTexts = {
  ...slotTexts,
  ...assetAdminTexts,
  ...assetTexts,
  ...changeListTexts,
  ...changeViewTexts,
  ...cabTexts,
  ...cabDefinitionTexts,
  ...releaseTexts,
  ...formGroupTexts,
  ...reportTexts,
  ...contractTexts,
  ...importTexts,
  ...referenceTypeTexts,
  ...vendorTexts,
  ...productTexts,
  ...workflowTexts,
};

export const API = 'http://sd.test';

export const testHost: HostContext = {
  apiBaseUrl: API,
  csrfToken: 'test-csrf-token',
  currentUser: { id: 1, name: 'Ada Admin', role: 'admin' },
  locale: 'en',
};

/**
 * Renders inside the plugin's providers, as an application or a slot would be (the slots' strings
 * included), with an empty query cache; rerender keeps the providers. navigateToUrl records where
 * the screen sent the host.
 */
export function renderWithPlugin(ui: ReactElement, host: Partial<HostContext> = {}) {
  const navigateToUrl = jest.fn();
  const queryClient = createQueryClient();
  const context = { ...testHost, navigateToUrl, ...host };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PluginProviders host={context} queryClient={queryClient} texts={areaTexts}>
      {children}
    </PluginProviders>
  );
  return { ...render(ui, { wrapper }), navigateToUrl };
}

/** The body of a dependency lookup answer. */
export function lookupPage(rows: Array<{ id: number; name: string }>) {
  return { data: { data: rows, total: rows.length } };
}
