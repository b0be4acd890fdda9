import type { MenuJson } from '../src/plugin';
import { el } from './dom';
import { inHostLanguage } from './hostLanguage';
import { routedLink } from './links';

interface MenuLink {
  label: string;
  href: string;
}

const hostLinks: MenuLink[] = [
  { label: 'Dashboard', href: '/' },
  { label: 'Tickets', href: '/tickets' },
  { label: 'Sample ticket timeline', href: '/thread/12' },
  { label: 'Sample user', href: '/user/4' },
  { label: 'Sample organization', href: '/organizations/1' },
  { label: 'Agent permissions', href: '/agents/5/permissions' },
  { label: 'Settings', href: '/settings' },
];

/** A link is current on its own path and below it; a `/list` page stands for its whole section. */
function isCurrent(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  const section = href.replace(/\/list$/, '');
  return pathname === section || pathname.startsWith(`${section}/`);
}

function linkList(links: MenuLink[]): HTMLUListElement {
  return el('ul', {}, ...links.map((link) => el('li', {}, routedLink(link.href, link.label))));
}

function menuLink(entry: MenuJson): MenuLink {
  return { label: inHostLanguage(entry.labels), href: entry.href };
}

function visibleTo(role: string | undefined) {
  return (entry: MenuJson) => !entry.adminOnly || role === 'admin';
}

/** The left menu: the host's own pages, then the plugin's navigation entries, then its settings entries. */
export function createMenu(nav: HTMLElement, role: string | undefined) {
  let pluginEntries: MenuJson[] = [];

  function render(): void {
    const visible = pluginEntries.filter(visibleTo(role));
    const navigation = visible.filter((entry) => entry.section === 'navigation');
    const settings = visible.filter((entry) => entry.section === 'settings');
    nav.replaceChildren(linkList([...hostLinks, ...navigation.map(menuLink)]));
    if (settings.length > 0)
      nav.append(el('h2', { class: 'host-menu-heading' }, 'Settings'), linkList(settings.map(menuLink)));
    markCurrent();
  }

  function markCurrent(): void {
    for (const anchor of nav.querySelectorAll('a')) {
      if (isCurrent(anchor.pathname, window.location.pathname)) anchor.setAttribute('aria-current', 'page');
      else anchor.removeAttribute('aria-current');
    }
  }

  function addPluginEntries(entries: MenuJson[]): void {
    pluginEntries = entries;
    render();
  }

  render();
  return { addPluginEntries, markCurrent };
}
