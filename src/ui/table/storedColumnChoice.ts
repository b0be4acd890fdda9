import type { ColumnChoice } from './fitColumns';

/** Where a user's column choice for a list is kept in the browser. */
export function columnChoiceKey(listId: string, userId: number | undefined): string {
  return `sd-columns:${userId ?? 'anonymous'}:${listId}`;
}

/**
 * The choice stored under `key`, keeping only a true or false for a column of `columnIds`;
 * anything else stored there (not JSON, not an object, storage refused) counts as no choice.
 */
export function readColumnChoice(key: string, columnIds: readonly string[]): ColumnChoice {
  let stored: unknown;
  try {
    stored = JSON.parse(window.localStorage.getItem(key) ?? '{}');
  } catch {
    return {};
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  const entries = Object.entries(stored).filter(([id, shown]) => columnIds.includes(id) && typeof shown === 'boolean');
  return Object.fromEntries(entries);
}

/** Keeps `choice` under `key`; a browser that refuses storage keeps it for this page only. */
export function writeColumnChoice(key: string, choice: ColumnChoice): void {
  try {
    if (Object.keys(choice).length === 0) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(choice));
  } catch {
    // Private browsing or a full storage: the choice lasts until the list is left.
  }
}
