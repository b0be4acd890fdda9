import { el } from './dom';
import type { HostSession } from './session';

async function signInAs(userId: number, csrfToken: string): Promise<void> {
  const response = await fetch('/shim/sign-in', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'Content-Type': 'application/json',
      'X-CSRF-TOKEN': csrfToken,
      'X-Requested-With': 'XMLHttpRequest',
    },
    body: JSON.stringify({ user_id: userId }),
  });
  if (!response.ok) throw new Error(`Sign-in answered ${response.status}.`);
}

/** Fills the "Sign in as" select with the session's users; choosing one signs in as them and reloads. */
export function mountUserSwitcher(select: HTMLSelectElement, currentUserName: HTMLElement, session: HostSession): void {
  currentUserName.textContent = session.user?.name ?? 'Guest';
  select.replaceChildren(
    ...session.users.map((user) => el('option', { value: String(user.id) }, `${user.name} (${user.role})`)),
  );
  if (session.user) select.value = String(session.user.id);

  select.addEventListener('change', async () => {
    select.disabled = true;
    try {
      await signInAs(Number(select.value), session.csrfToken);
      window.location.reload();
    } catch (error) {
      console.error(error);
      select.disabled = false;
      if (session.user) select.value = String(session.user.id);
      select.after(el('span', { role: 'alert', class: 'host-inline-error' }, 'Could not switch user.'));
    }
  });
}
