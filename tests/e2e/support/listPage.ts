import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request } from '@playwright/test';

/** What the list call answers: the rows under `key` (problems, changes) and the total. */
export type ListAnswer<Key extends string, Row> = { [key in Key]: Row[] } & { total: number };

/** A list screen whose rows come from `call` and sit in the table named `tableName`. */
export function listPage<Key extends string, Row extends { subject: string }>(call: string, tableName: string) {
  const table = (page: Page) => page.getByRole('table', { name: tableName });

  /** What the backend answers for these list parameters, read with the page's own session. */
  async function apiList(page: Page, params: Record<string, string>): Promise<ListAnswer<Key, Row>> {
    const response = await page.request.get(`${call}?${new URLSearchParams(params)}`);
    expect(response.status()).toBe(200);
    return (await response.json()).data;
  }

  function isListCall(request: Request, expected: Record<string, string>): boolean {
    const url = new URL(request.url());
    if (url.pathname !== call) return false;
    return Object.entries(expected).every(([key, value]) => url.searchParams.get(key) === value);
  }

  /**
   * Does `action`, waits for the list's answer to a call with the `expected` parameters and returns
   * it: what the page received, so a spec running in parallel cannot change it under the comparison.
   */
  async function afterListCall(
    page: Page,
    expected: Record<string, string>,
    action: () => Promise<unknown>,
  ): Promise<ListAnswer<Key, Row>> {
    const answered = page.waitForResponse((response) => isListCall(response.request(), expected));
    await action();
    return (await (await answered).json()).data;
  }

  const subjectsShown = (page: Page): Promise<string[]> =>
    table(page).locator('tbody tr td:nth-child(2)').allTextContents();

  /** Clicks the subject header and waits for the list sorted by subject in `order` (sent inverted). */
  const sortBySubject = (page: Page, order: 'asc' | 'desc') =>
    afterListCall(page, { 'sort-field': 'subject', 'sort-order': order }, () =>
      table(page)
        .getByRole('button', { name: /Subject/ })
        .click(),
    );

  return { table, apiList, isListCall, afterListCall, subjectsShown, sortBySubject };
}

/** axe finds no serious or critical violation in the plugin's content. */
export async function expectNoSeriousViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).include('#sd-content').analyze();
  expect(axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([]);
}
