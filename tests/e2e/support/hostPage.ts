import type { Page } from '@playwright/test';

export interface SessionJson {
  user: { id: number; name: string; role: string };
  csrfToken: string;
  users: Array<{ id: number; name: string; role: string }>;
}

/** The session the server published in the host page. */
export async function readSession(page: Page): Promise<SessionJson> {
  const text = await page.locator('#host-session').textContent();
  return JSON.parse(text ?? '{}') as SessionJson;
}

export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}
