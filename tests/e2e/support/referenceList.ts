import { expect, type Page } from '@playwright/test';

/** A name no other test or run uses. */
export const unique = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);

/** Finds the row of `name` through the list's search, and returns it. */
export async function rowOf(page: Page, name: string) {
  await page.getByRole('searchbox').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.first()).toBeVisible();
  return row.first();
}

/** Deletes the row of `name` through its confirmation. */
async function deleteRow(page: Page, name: string) {
  await page.getByRole('button', { name: `Delete: ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
}

/** Finds the row of `name` through the list's search and deletes it: the list then says `answer`. */
export async function deleteListed(page: Page, name: string, answer: string | RegExp) {
  await rowOf(page, name);
  await deleteRow(page, name);
  await expect(page.getByText(answer)).toBeVisible();
}
