import { readTestDb } from './testDb';
import { expect, type Page } from '@playwright/test';
import { readSession } from './hostPage';

const api = '/service-desk/api';

interface Option {
  id: number;
  name: string;
}

/**
 * The approval links of the change's pending board, level by level, read from the test database:
 * each user approver's hash, and one per user of a user type approver.
 */
export function approverHashes(changeId: number): { hash: string; level: number }[] {
  return readTestDb((db) => {
    return db
      .prepare(
        `SELECT hash, level FROM (
           SELECT a.hash, l.level_order AS level, a.id AS approver_id, a.user_id AS person
           FROM change_cab_approvers a JOIN change_cab_levels l ON l.id = a.level_id
           JOIN change_cab_boards b ON b.id = l.board_id
           WHERE b.change_id = ? AND b.status = 'PENDING' AND a.user_id IS NOT NULL
           UNION ALL
           SELECT t.hash, l.level_order, a.id, t.user_id
           FROM change_cab_type_links t JOIN change_cab_approvers a ON a.id = t.approver_id
           JOIN change_cab_levels l ON l.id = a.level_id JOIN change_cab_boards b ON b.id = l.board_id
           WHERE b.change_id = ? AND b.status = 'PENDING')
         ORDER BY level, approver_id, person`,
      )
      .all(changeId, changeId) as { hash: string; level: number }[];
  });
}

async function options(page: Page, path: string): Promise<Option[]> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return (await response.json()).data.data as Option[];
}

/** Creates a change and applies the named CAB to it through the API, with the page's session and CSRF token. */
export async function changeUnderCab(
  page: Page,
  subject: string,
  cabName: string,
  initialStatus = 'Planning',
): Promise<number> {
  await page.goto('/');
  const { csrfToken } = await readSession(page);
  const headers = { 'X-CSRF-TOKEN': csrfToken, Accept: 'application/json' };
  const [users, statuses, types, cabs] = await Promise.all([
    options(page, '/api/dependency/users'),
    options(page, `${api}/dependency/change_statuses`),
    options(page, `${api}/dependency/change_types`),
    options(page, `${api}/dependency/cabs`),
  ]);
  const created = await page.request.post(`${api}/change`, {
    headers,
    data: {
      subject,
      description: '<p>Swap the stack in the <b>Sunday</b> window.</p><script>window.hacked = true</script>',
      requester_id: users[0].id,
      status_id: statuses.find((status) => status.name === initialStatus)!.id,
      change_type_id: types[0].id,
    },
  });
  expect(created.status()).toBe(200);
  const changeId = (await created.json()).data.id as number;
  const cab = cabs.find((option) => option.name === cabName)!;
  const applied = await page.request.post(`${api}/apply-cab-approval`, {
    headers,
    data: { change_id: changeId, workflow_id: cab.id },
  });
  expect(await applied.json()).toEqual({ message: 'CAB applied successfully.' });
  return changeId;
}
