import { registerApplication } from 'single-spa';
import type { PluginManifestJson } from '../src/plugin';
import { el } from './dom';
import { hostLanguage } from './hostLanguage';
import type { LoadPluginModule } from './pluginModules';
import type { HostSession } from './session';

interface PluginRouteProps {
  hostContext: ReturnType<typeof hostContext>;
  domElement: HTMLElement;
}

/** What the real host hands every application and parcel as customProps.hostContext. */
export function hostContext(session: HostSession) {
  const user = session.user;
  return {
    apiBaseUrl: session.apiBaseUrl,
    csrfToken: session.csrfToken,
    currentUser: user ? { id: user.id, name: user.name, role: user.role } : null,
    locale: hostLanguage(),
  };
}

/**
 * Each application gets its own container inside the content area: React owns (and clears) the
 * element it renders into, so it must not share one with the host's own views.
 */
function outletFor(content: HTMLElement, applicationName: string): HTMLElement {
  const outlet = el('div', { class: 'host-plugin-outlet', 'data-application': applicationName });
  content.append(outlet);
  return outlet;
}

/**
 * Registers every route of the manifest as a single-spa application, active on its path
 * prefixes; its loader loads the route's module (and remoteEntry.js first) when it is about to mount.
 */
export function registerPluginRoutes(
  manifest: PluginManifestJson,
  loadModule: LoadPluginModule,
  session: HostSession,
  content: HTMLElement,
): void {
  const context = hostContext(session);
  for (const route of manifest.routes) {
    const domElement = outletFor(content, route.name);
    registerApplication<PluginRouteProps>({
      name: route.name,
      app: () => loadModule<PluginRouteProps>(route.module),
      activeWhen: route.paths,
      customProps: { hostContext: context, domElement },
    });
  }
}
