import { registerApplication, type LifeCycles } from 'single-spa';
import type { PluginManifest } from '../src/plugin';
import { el } from './dom';
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
    locale: 'en',
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

/** Registers every route of the manifest as a single-spa application, active on its path prefixes. */
export function registerPluginRoutes(manifest: PluginManifest, session: HostSession, content: HTMLElement): void {
  const context = hostContext(session);
  for (const route of manifest.routes) {
    const domElement = outletFor(content, route.name);
    // The manifest types lifecycle props loosely (any framework's lifecycles fit); single-spa passes ours.
    const load = route.load as () => Promise<LifeCycles<PluginRouteProps>>;
    registerApplication({
      name: route.name,
      app: load,
      activeWhen: route.paths,
      customProps: { hostContext: context, domElement },
    });
  }
}
