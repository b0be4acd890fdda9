import { TICKET_CHANGED_EVENT } from '../src/host/ticketSignal';
import type { MenuJson } from '../src/plugin';
import { fetchHostTicket, lookupLabel, postJson } from './api';
import { el } from './dom';
import { inHostLanguage } from './hostLanguage';
import { routedLink } from './links';
import type { HostSession } from './session';
import { mountSlot, type SlotHandle } from './slotHost';

/** What a page gets to place the plugin's slots; everything it mounts goes when the page goes. */
export interface PageScope {
  /** A container with the slot mounted in it as a parcel. */
  slot(slotId: string, props: Record<string, unknown>): HTMLElement;
  /** Passes new props to the slot mounted in `container` (as a host does when its data arrives). */
  updateSlot(container: HTMLElement, props: Record<string, unknown>): void;
  onDispose(cleanup: () => void): void;
}

export interface SlotPage {
  title: string;
  match(pathname: string): string[] | null;
  render(
    session: HostSession,
    params: string[],
    scope: PageScope,
    settingsMenu: () => Promise<MenuJson[]>,
  ): HTMLElement;
}

export function createPageScope(session: HostSession): PageScope & { dispose(): Promise<void> } {
  const handles: SlotHandle[] = [];
  const handleOf = new WeakMap<HTMLElement, SlotHandle>();
  const cleanups: Array<() => void> = [];
  return {
    slot(slotId, props) {
      const container = el('div', { class: 'host-slot', 'data-slot': slotId });
      const handle = mountSlot(session, container, slotId, props);
      handles.push(handle);
      handleOf.set(container, handle);
      return container;
    },
    updateSlot(container, props) {
      handleOf.get(container)?.update(props);
    },
    onDispose(cleanup) {
      cleanups.push(cleanup);
    },
    async dispose() {
      for (const cleanup of cleanups.splice(0)) cleanup();
      await Promise.all(handles.splice(0).map((handle) => handle.unmount()));
    },
  };
}

function page(heading: HTMLElement, ...cards: HTMLElement[]): HTMLElement {
  return el('div', { class: 'host-page' }, heading, ...cards);
}

/** A heading that names the record once its label has loaded. */
function recordHeading(kind: string, lookup: string, id: number): HTMLElement {
  const heading = el('h1', {}, `${kind} ${id}`);
  void lookupLabel(lookup, id).then((label) => {
    if (label) heading.textContent = `${kind}: ${label}`;
  });
  return heading;
}

function card(label: string, ...children: Array<HTMLElement | string>): HTMLElement {
  return el(
    'section',
    { class: 'host-card', 'aria-label': label },
    el('h2', { class: 'host-card-title' }, label),
    ...children,
  );
}

const idPattern =
  (prefix: string, suffix = '') =>
  (pathname: string) => {
    const match = new RegExp(`^${prefix}/(\\d+)${suffix}/?$`).exec(pathname);
    return match ? [match[1]] : null;
  };

/** A heading naming the ticket by number and subject once loaded; the subject also goes to `onSubject`. */
function ticketHeading(id: number, onSubject: (subject: string) => void): HTMLElement {
  const heading = el('h1', {}, `Ticket ${id}`);
  void fetchHostTicket(id).then((ticket) => {
    if (!ticket) return;
    heading.textContent = `Ticket: #${ticket.ticket_number} ${ticket.subject}`;
    onSubject(ticket.subject);
  });
  return heading;
}

/** The ticket timeline: meta box with the problem row, action bar, associates card, and a ticket-change control. */
const ticketTimeline: SlotPage = {
  title: 'Ticket',
  match: idPattern('/thread'),
  render(_session, [idText], scope) {
    const ticketId = Number(idText);
    const isArchive = new URLSearchParams(window.location.search).get('archive') === '1';
    const status = el('span', { role: 'status', class: 'host-note' });
    const simulate = el('button', { type: 'button', class: 'host-button' }, 'Simulate a ticket change');
    simulate.addEventListener('click', () => {
      window.dispatchEvent(new CustomEvent(TICKET_CHANGED_EVENT, { detail: { ticketId } }));
      status.textContent = `Ticket changed at ${new Date().toLocaleTimeString()}.`;
    });
    const actionBar = scope.slot('ticket-action-bar', { ticketId, isArchive });
    return page(
      ticketHeading(ticketId, (subject) => scope.updateSlot(actionBar, { subject })),
      card(
        'Ticket details',
        el('dl', { class: 'host-meta' }, el('dt', {}, 'Ticket id'), el('dd', {}, String(ticketId))),
        scope.slot('ticket-problem-row', { ticketId }),
      ),
      card('Ticket actions', actionBar, el('p', {}, simulate, ' ', status)),
      scope.slot('ticket-associates', { scope: 'ticket', id: ticketId, isArchive }),
    );
  },
};

/**
 * A record's view on the host: its heading, its own `cards`, then the associates of the record
 * (the ticket-associates slot in the record's `scope`).
 */
function associatesView(view: {
  title: string;
  path: string;
  lookup: string;
  scope: 'user' | 'organization';
  cards?: (id: number, scope: PageScope) => HTMLElement[];
}): SlotPage {
  return {
    title: view.title,
    match: idPattern(view.path),
    render(_session, [idText], scope) {
      const id = Number(idText);
      return page(
        recordHeading(view.title, view.lookup, id),
        ...(view.cards?.(id, scope) ?? []),
        scope.slot('ticket-associates', { scope: view.scope, id }),
      );
    },
  };
}

/** The user view: the update-permissions button and the user's associates. */
const userView = associatesView({
  title: 'User',
  path: '/user',
  lookup: 'users',
  scope: 'user',
  cards: (userId, scope) => [card('Service desk permissions', scope.slot('user-permissions-button', { userId }))],
});

/** The organization view: its associates. */
const organizationView = associatesView({
  title: 'Organization',
  path: '/organizations',
  lookup: 'organizations',
  scope: 'organization',
});

/** The agent permission page: the host's form holding the plugin's permission box, saved by the host. */
const agentPermissions: SlotPage = {
  title: 'Agent permissions',
  match: idPattern('/agents', '/permissions'),
  render(session, [idText], scope) {
    const agentId = Number(idText);
    let chosen: number[] | null = null;
    const status = el('p', { role: 'status', class: 'host-note' });
    const save = el('button', { type: 'submit', class: 'host-button' }, 'Save permissions');
    const form = el(
      'form',
      { 'aria-label': 'Agent permissions' },
      scope.slot('agent-permissions-box', {
        agentId,
        onChange: (ids: number[]) => {
          chosen = ids;
        },
      }),
      save,
      status,
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (chosen === null) {
        status.textContent = 'Nothing to save.';
        return;
      }
      save.disabled = true;
      postJson(session, '/api/user/attach-permissions', { user_id: agentId, permission_ids: chosen, _method: 'PATCH' })
        .then((message) => {
          status.textContent = message;
        })
        .catch((error: Error) => {
          status.textContent = error.message;
        })
        .finally(() => {
          save.disabled = false;
        });
    });
    return page(recordHeading('Agent permissions', 'agents', agentId), card('Permissions', form));
  },
};

/** The admin settings page: the plugin's settings entries, and a host form using the asset picker. */
const settings: SlotPage = {
  title: 'Settings',
  match: (pathname) => (/^\/settings\/?$/.test(pathname) ? [] : null),
  render(_session, _params, scope, settingsMenu) {
    const list = el('ul', { class: 'host-settings-list' }, el('li', {}, 'Loading…'));
    void settingsMenu().then((entries) => {
      list.replaceChildren(
        ...entries.map((entry) => el('li', {}, routedLink(entry.href, inHostLanguage(entry.labels)))),
      );
      if (entries.length === 0) list.append(el('li', {}, 'No settings for your role.'));
    });
    const output = el('output', { class: 'host-note' });
    const form = el(
      'form',
      { 'aria-label': 'Default assets' },
      scope.slot('asset-picker-field', { fieldName: 'asset_ids', label: 'Default assets' }),
      el('button', { type: 'submit', class: 'host-button' }, 'Show submitted values'),
      output,
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const values = new FormData(form).getAll('asset_ids[]').join(', ');
      output.textContent = values ? `asset_ids: ${values}` : 'No assets chosen.';
    });
    return page(
      el('h1', {}, 'Settings'),
      card('Service desk', list),
      card('Mail', el('p', {}, routedLink('/outbox', 'Mail outbox'))),
      card('Host form with the asset picker', form),
    );
  },
};

export const slotPages: SlotPage[] = [ticketTimeline, userView, organizationView, agentPermissions, settings];

export function findSlotPage(pathname: string): { page: SlotPage; params: string[] } | undefined {
  for (const candidate of slotPages) {
    const params = candidate.match(pathname);
    if (params) return { page: candidate, params };
  }
  return undefined;
}
