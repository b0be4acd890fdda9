import { checkActivityFunctions, getMountedApps } from 'single-spa';
import type { PluginManifestJson } from '../src/plugin';
import { findHostPage, notFoundPage } from './hostPages';
import { failureNotice, loadingNotice } from './notices';
import { pluginPageTitle } from './pluginPageTitle';
import type { HostSession } from './session';
import { whenPlugin } from './slotHost';
import { createPageScope, findSlotPage } from './slotPages';

/** Whether the plugin's manifest is read: the plugin's code loads only when one of its routes or slots mounts. */
export type RemoteState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; manifest: PluginManifestJson };

interface ContentViewOptions {
  /** The host's part of the content area; the plugin's applications mount beside it. */
  hostView: HTMLElement;
  session: HostSession;
  retryRemote: () => void;
}

/**
 * Decides what the host shows in the content area for the current URL: one of its own pages,
 * nothing (a plugin application owns the URL), a loading or failure notice, or its 404 page.
 */
export function createContentView({ hostView, session, retryRemote }: ContentViewOptions) {
  let remote: RemoteState = { kind: 'loading' };
  const brokenApplications = new Set<string>();
  let shownKey = '';
  // The parcels of the page on show: unmounted when another page replaces it.
  let pageScope: ReturnType<typeof createPageScope> | null = null;

  function show(key: string, title: string, content: HTMLElement | null | (() => HTMLElement)): void {
    if (key === shownKey) return;
    shownKey = key;
    void pageScope?.dispose();
    pageScope = null;
    const element = typeof content === 'function' ? content() : content;
    hostView.replaceChildren(...(element ? [element] : []));
    if (title) document.title = `${title} · Help Desk`;
  }

  function showPluginState(pathname: string, manifest: PluginManifestJson): void {
    const active = checkActivityFunctions(window.location);
    const standalone = manifest.routes.some((route) => route.standalone && active.includes(route.name));
    document.body.classList.toggle('host-standalone', standalone);
    if (active.length === 0) {
      show(`404:${pathname}`, 'Page not found', notFoundPage(pathname));
    } else if (active.some((name) => brokenApplications.has(name))) {
      show(
        'broken',
        'Service desk unavailable',
        failureNotice(() => window.location.reload()),
      );
    } else if (!active.some((name) => getMountedApps().includes(name))) {
      show('mounting', '', loadingNotice());
    } else {
      show(`plugin:${pathname}`, pluginPageTitle(manifest.routes, active, pathname), null);
    }
  }

  function render(): void {
    const pathname = window.location.pathname;
    const hostPage = findHostPage(pathname);
    const slotPage = findSlotPage(pathname);
    if (hostPage || slotPage || remote.kind !== 'ready') document.body.classList.remove('host-standalone');
    if (slotPage) {
      const { page, params } = slotPage;
      show(`slot:${pathname}${window.location.search}`, page.title, () => {
        pageScope = createPageScope(session);
        const settingsMenu = () =>
          whenPlugin().then(({ manifest }) =>
            manifest.menu.filter(
              (entry) => entry.section === 'settings' && (!entry.adminOnly || session.user?.role === 'admin'),
            ),
          );
        return page.render(session, params, pageScope, settingsMenu);
      });
    } else if (hostPage) show(`page:${hostPage.path}`, hostPage.title, hostPage.render(session));
    else if (remote.kind === 'loading') show('loading', '', loadingNotice());
    else if (remote.kind === 'failed') show('failed', 'Service desk unavailable', failureNotice(retryRemote));
    else showPluginState(pathname, remote.manifest);
  }

  function setRemote(state: RemoteState): void {
    remote = state;
    render();
  }

  function applicationBroke(name: string): void {
    brokenApplications.add(name);
    render();
  }

  return { render, setRemote, applicationBroke };
}
