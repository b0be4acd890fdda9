import { el } from './dom';
import type { HostSession } from './session';

interface OutboxMail {
  id: number;
  kind: string;
  to_email: string;
  subject: string;
  body: string;
  created_at: string;
}

/** The newest mails the page lists. */
const OUTBOX_PAGE_SIZE = 50;

async function fetchOutbox(): Promise<{ mails: OutboxMail[]; total: number }> {
  const response = await fetch(`/shim/outbox?limit=${OUTBOX_PAGE_SIZE}`, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  });
  const body = (await response.json().catch(() => ({}))) as {
    message?: string;
    data?: { mails: OutboxMail[]; total: number };
  };
  if (!response.ok || !body.data) throw new Error(body.message ?? `The server answered ${response.status}.`);
  return body.data;
}

function mailRow(mail: OutboxMail): HTMLTableRowElement {
  return el(
    'tr',
    {},
    el('td', {}, `${mail.created_at} UTC`),
    el('td', {}, mail.kind),
    el('td', {}, mail.to_email),
    el('td', {}, mail.subject),
    el('td', { class: 'host-mail-body' }, mail.body),
  );
}

function outboxTable(mails: OutboxMail[], total: number): HTMLTableElement {
  const headings = ['Sent', 'Kind', 'To', 'Subject', 'Body'].map((name) => el('th', { scope: 'col' }, name));
  return el(
    'table',
    { class: 'host-table' },
    el('caption', {}, `The ${mails.length} newest of ${total} mails`),
    el('thead', {}, el('tr', {}, ...headings)),
    el('tbody', {}, ...mails.map(mailRow)),
  );
}

/** The mails the backend has sent (announcements, CAB reminders), newest first; administrators only. */
export function outboxPage(session: HostSession): HTMLElement {
  const card = el('section', { class: 'host-card', 'aria-label': 'Mails', 'aria-busy': 'true' }, 'Loading…');
  if (session.user?.role !== 'admin') {
    card.replaceChildren(el('p', {}, 'Only administrators read the outbox.'));
    card.removeAttribute('aria-busy');
  } else {
    fetchOutbox()
      .then(({ mails, total }) =>
        card.replaceChildren(
          mails.length === 0 ? el('p', {}, 'No mail has been sent yet.') : outboxTable(mails, total),
        ),
      )
      .catch((error: Error) => card.replaceChildren(el('p', { role: 'alert' }, error.message)))
      .finally(() => card.removeAttribute('aria-busy'));
  }
  return el('div', { class: 'host-page' }, el('h1', {}, 'Mail outbox'), card);
}
