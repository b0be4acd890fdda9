import type { Db } from '../db/types';

/** A word as the word index splits texts: letters, digits and private-use characters. */
const WORD = /[\p{L}\p{N}\p{Co}]+/gu;

type Texts = readonly (string | null | undefined)[];

/** Whether any of `texts` contains `fragment`, ignoring case: what a LIKE search finds. */
export function containsFragment(texts: Texts, fragment: string): boolean {
  const wanted = fragment.toLowerCase();
  return texts.some((text) => text?.toLowerCase().includes(wanted));
}

/**
 * What an indexed list's search finds in a row's texts, ignoring case: a fragment of 1 or 2
 * letters or digits at the start of a word, any other anywhere.
 */
export function indexedSearchFinds(texts: Texts, fragment: string): boolean {
  if ([...fragment].length >= 3 || !/^[\p{L}\p{N}\p{Co}]+$/u.test(fragment)) return containsFragment(texts, fragment);
  const wanted = fragment.toLowerCase();
  return texts.some((text) => (text?.toLowerCase().match(WORD) ?? []).some((word) => word.startsWith(wanted)));
}

/**
 * The ids of the rows `sql` selects (their id first, then the texts their list shows) in which the
 * indexed search finds `fragment`, in the order `sql` gives them.
 */
export function idsFound(db: Db, sql: string, fragment: string): number[] {
  const rows = db.prepare(sql).raw().all() as [number, ...(string | null)[]][];
  return rows.filter(([, ...texts]) => indexedSearchFinds(texts, fragment)).map(([id]) => id);
}

const fullName = (alias: string) => `(${alias}.first_name || ' ' || ${alias}.last_name)`;

/** Every problem's id and the texts the problem list shows, newest first. */
export const PROBLEM_TEXTS = `SELECT p.id, p.identifier, p.subject, ${fullName('r')}, ${fullName('a')}, pr.name, d.name, s.name
  FROM problems p JOIN users r ON r.id = p.requester_id LEFT JOIN users a ON a.id = p.assigned_id
  JOIN priorities pr ON pr.id = p.priority_id JOIN departments d ON d.id = p.department_id
  JOIN statuses s ON s.id = p.status_type_id ORDER BY p.id DESC`;

/** Every change's id and the texts the change list shows, newest first. */
export const CHANGE_TEXTS = `SELECT c.id, c.identifier, c.subject, ${fullName('r')}, s.name, pr.name, d.name
  FROM changes c JOIN users r ON r.id = c.requester_id JOIN change_statuses s ON s.id = c.status_id
  LEFT JOIN priorities pr ON pr.id = c.priority_id LEFT JOIN departments d ON d.id = c.department_id
  ORDER BY c.id DESC`;

/** Every asset's id and the texts the asset list shows, by name. */
export const ASSET_TEXTS = `SELECT a.id, a.name, a.identifier, t.name, s.name, d.name, l.title, o.name, ${fullName('m')},
    ${fullName('u')}, i.name, (SELECT group_concat(p.name) FROM product_assets pa JOIN products p ON p.id = pa.product_id
    WHERE pa.asset_id = a.id)
  FROM assets a JOIN asset_types t ON t.id = a.asset_type_id JOIN asset_statuses s ON s.id = a.status_id
  LEFT JOIN departments d ON d.id = a.department_id LEFT JOIN locations l ON l.id = a.location_id
  LEFT JOIN organizations o ON o.id = a.organization_id LEFT JOIN users m ON m.id = a.managed_by_id
  LEFT JOIN users u ON u.id = a.used_by_id LEFT JOIN impacts i ON i.id = a.impact_type_id
  ORDER BY a.name COLLATE NOCASE, a.id`;
