/** What the server publishes in the page: the signed-in user, the CSRF token and who else can sign in. */
export interface SessionUser {
  id: number;
  name: string;
  email?: string;
  role: string;
  profile_pic?: string;
}

export interface HostSession {
  user: SessionUser | null;
  csrfToken: string;
  apiBaseUrl: string;
  users: Array<Pick<SessionUser, 'id' | 'name' | 'role'>>;
}

function readMeta(name: string): string {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
}

function readSessionJson(): Partial<HostSession> {
  const text = document.getElementById('host-session')?.textContent ?? '';
  try {
    return JSON.parse(text) as Partial<HostSession>;
  } catch {
    // Opened without the server (placeholders not replaced): a session without a user.
    return {};
  }
}

export function readSession(): HostSession {
  const json = readSessionJson();
  const apiBaseUrl = readMeta('api-base-url');
  return {
    user: json.user ?? null,
    csrfToken: json.csrfToken || readMeta('csrf-token'),
    apiBaseUrl: apiBaseUrl.startsWith('%') || !apiBaseUrl ? window.location.origin : apiBaseUrl,
    users: json.users ?? [],
  };
}
