import { addErrorHandler, start } from 'single-spa';
import { createContentView } from './contentView';
import { byId } from './dom';
import { routeLinkClicks } from './links';
import { loadPluginManifest } from './loadPluginManifest';
import { pluginManifestUrl } from './manifestUrl';
import { createMenu } from './menu';
import { pluginModules } from './pluginModules';
import { registerPluginRoutes } from './registerPluginRoutes';
import { readSession } from './session';
import { providePlugin } from './slotHost';
import { mountUserSwitcher } from './userSwitcher';
import './styles.css';

const session = readSession();
const content = byId('sd-content');
const menu = createMenu(byId('host-menu'), session.user?.role);
const view = createContentView({ hostView: byId('host-view'), session, retryRemote: loadPlugin });

async function loadPlugin(): Promise<void> {
  view.setRemote({ kind: 'loading' });
  try {
    const manifest = await loadPluginManifest(pluginManifestUrl());
    const loadModule = pluginModules(manifest.remote);
    providePlugin({ manifest, loadModule });
    menu.addPluginEntries(manifest.menu);
    view.setRemote({ kind: 'ready', manifest });
    registerPluginRoutes(manifest, loadModule, session, content);
  } catch (error) {
    console.error(error);
    view.setRemote({ kind: 'failed' });
  }
}

mountUserSwitcher(byId<HTMLSelectElement>('host-sign-in-as'), byId('host-current-user'), session);
routeLinkClicks(document.querySelector<HTMLAnchorElement>('.host-brand')!);

window.addEventListener('single-spa:routing-event', () => {
  view.render();
  menu.markCurrent();
});
addErrorHandler((error) => {
  console.error(error);
  view.applicationBroke(error.appOrParcelName);
});

view.render();
start({ urlRerouteOnly: true });
void loadPlugin();
