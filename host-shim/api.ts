import type { HostSession } from './session';

/** A read of the session's own backend; undefined when it does not answer 2xx. */
async function getJson<T>(url: string): Promise<T | undefined> {
  const response = await fetch(url, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  });
  return response.ok ? ((await response.json()) as T) : undefined;
}

/** The label of one record from the help desk's lookups, e.g. a ticket's number and subject. */
export async function lookupLabel(name: string, id: number): Promise<string | undefined> {
  const body = await getJson<{ data?: { data?: Array<{ id: number; name: string }> } }>(
    `/api/dependency/${name}?ids%5B0%5D=${id}`,
  );
  return body?.data?.data?.[0]?.name;
}

export interface HostTicket {
  id: number;
  ticket_number: string;
  subject: string;
}

/** The ticket the host shows, as a real host has it when it renders the page; undefined when it cannot be read. */
export async function fetchHostTicket(id: number): Promise<HostTicket | undefined> {
  return (await getJson<{ data?: HostTicket }>(`/shim/ticket/${id}`))?.data;
}

/** A mutating JSON call with the session's CSRF token; resolves with the server's message or throws it. */
export async function postJson(session: HostSession, url: string, payload: unknown): Promise<string> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-CSRF-TOKEN': session.csrfToken,
      'X-Requested-With': 'XMLHttpRequest',
    },
    body: JSON.stringify(payload),
  });
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok) throw new Error(body.message ?? `The server answered ${response.status}.`);
  return body.message ?? '';
}
