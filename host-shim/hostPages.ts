import { el } from './dom';
import { routedLink } from './links';
import { outboxPage } from './outboxPage';
import type { HostSession } from './session';

/** Pages the demo host renders itself, so the plugin is one part of a larger help desk. */
export interface HostPage {
  path: string;
  title: string;
  render: (session: HostSession) => HTMLElement;
}

function page(heading: string, ...cards: HTMLElement[]): HTMLElement {
  return el('div', { class: 'host-page' }, el('h1', {}, heading), ...cards);
}

function dashboard(session: HostSession): HTMLElement {
  return page(
    'Dashboard',
    el(
      'section',
      { class: 'host-card', 'aria-label': 'Welcome' },
      el('p', {}, `Welcome back, ${session.user?.name ?? 'guest'}.`),
      el('p', {}, 'This demo help desk hosts the Service Desk plugin. Open its pages from the menu.'),
    ),
  );
}

const sampleTickets = [
  { number: 'AAAA-0001', subject: 'Printer on the second floor is offline', status: 'Open' },
  { number: 'AAAA-0002', subject: 'Cannot connect to the VPN', status: 'Open' },
  { number: 'AAAA-0003', subject: 'New laptop for the finance team', status: 'Closed' },
];

function tickets(): HTMLElement {
  const rows = sampleTickets.map((ticket) =>
    el('tr', {}, el('td', {}, ticket.number), el('td', {}, ticket.subject), el('td', {}, ticket.status)),
  );
  return page(
    'Tickets',
    el(
      'section',
      { class: 'host-card' },
      el(
        'table',
        { class: 'host-table' },
        el('caption', {}, 'Sample tickets kept by the host'),
        el(
          'thead',
          {},
          el(
            'tr',
            {},
            el('th', { scope: 'col' }, 'Ticket'),
            el('th', { scope: 'col' }, 'Subject'),
            el('th', { scope: 'col' }, 'Status'),
          ),
        ),
        el('tbody', {}, ...rows),
      ),
    ),
  );
}

export const hostPages: HostPage[] = [
  { path: '/', title: 'Dashboard', render: dashboard },
  { path: '/tickets', title: 'Tickets', render: tickets },
  { path: '/outbox', title: 'Mail outbox', render: outboxPage },
];

export function findHostPage(pathname: string): HostPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return hostPages.find((candidate) => candidate.path === path);
}

export function notFoundPage(pathname: string): HTMLElement {
  return page(
    'Page not found',
    el(
      'section',
      { class: 'host-card' },
      el('p', {}, `Nothing lives at ${pathname}.`),
      el('p', {}, routedLink('/', 'Back to the dashboard')),
    ),
  );
}
