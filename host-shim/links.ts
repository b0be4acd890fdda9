import { navigateToUrl } from 'single-spa';
import { el } from './dom';

/** Plain clicks go through single-spa's router; modified clicks (new tab, ...) stay the browser's. */
function followInPage(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigateToUrl((event.currentTarget as HTMLAnchorElement).href);
}

export function routeLinkClicks(anchor: HTMLAnchorElement): HTMLAnchorElement {
  anchor.addEventListener('click', followInPage);
  return anchor;
}

export function routedLink(href: string, label: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  return routeLinkClicks(el('a', { ...attributes, href }, label));
}
