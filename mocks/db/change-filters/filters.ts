import type { Db } from '../types';
import { nowDbDate } from '../dates';

/** One filter of a saved filter: the list parameter's name, its value, and labels for the client. */
export interface SavedFilterField {
  key: string;
  value: string | string[] | number[];
  value_meta: unknown;
}

export interface SavedFilter {
  id: number;
  name: string;
  icon_class: string;
  departments: number[];
  agents: number[];
  fields: SavedFilterField[];
  owner_id: number;
  created_at: string;
  updated_at: string;
}

export interface SavedFilterInput {
  name: string;
  icon_class: string;
  departments: number[];
  agents: number[];
  fields: SavedFilterField[];
}

interface FilterRow {
  id: number;
  owner_id: number;
  name: string;
  icon_class: string;
  departments: string;
  agents: string;
  fields: string;
  created_at: string;
  updated_at: string;
}

function parseArray<T>(text: string): T[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

function toFilter(row: FilterRow): SavedFilter {
  return {
    id: row.id,
    name: row.name,
    icon_class: row.icon_class,
    departments: parseArray<number>(row.departments),
    agents: parseArray<number>(row.agents),
    fields: parseArray<SavedFilterField>(row.fields),
    owner_id: row.owner_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A user sees the filters they saved and those shared with them or with their department. */
const VISIBLE_SQL = `(f.owner_id = @userId
  OR EXISTS (SELECT 1 FROM json_each(f.agents) a WHERE a.value = @userId)
  OR EXISTS (SELECT 1 FROM json_each(f.departments) d JOIN users u ON u.id = @userId WHERE d.value = u.department_id))`;

export function listSavedFilters(db: Db, userId: number): SavedFilter[] {
  const rows = db
    .prepare(`SELECT f.* FROM change_filters f WHERE ${VISIBLE_SQL} ORDER BY f.name COLLATE NOCASE, f.id`)
    .all({ userId }) as FilterRow[];
  return rows.map(toFilter);
}

export function findSavedFilter(db: Db, id: number, userId: number): SavedFilter | undefined {
  const row = db.prepare(`SELECT f.* FROM change_filters f WHERE f.id = @id AND ${VISIBLE_SQL}`).get({ id, userId }) as
    FilterRow | undefined;
  return row ? toFilter(row) : undefined;
}

export function nameTaken(db: Db, ownerId: number, name: string, exceptId?: number): boolean {
  return (
    db
      .prepare('SELECT 1 FROM change_filters WHERE owner_id = ? AND name = ? COLLATE NOCASE AND id IS NOT ?')
      .get(ownerId, name, exceptId ?? null) !== undefined
  );
}

function columns(input: SavedFilterInput) {
  return {
    name: input.name,
    icon_class: input.icon_class,
    departments: JSON.stringify(input.departments),
    agents: JSON.stringify(input.agents),
    fields: JSON.stringify(input.fields),
  };
}

export function createSavedFilter(db: Db, ownerId: number, input: SavedFilterInput): number {
  const now = nowDbDate();
  return Number(
    db
      .prepare(
        `INSERT INTO change_filters (owner_id, name, icon_class, departments, agents, fields, created_at, updated_at)
         VALUES (@owner_id, @name, @icon_class, @departments, @agents, @fields, @now, @now)`,
      )
      .run({ owner_id: ownerId, ...columns(input), now }).lastInsertRowid,
  );
}

export function updateSavedFilter(db: Db, id: number, input: SavedFilterInput): void {
  db.prepare(
    `UPDATE change_filters SET name = @name, icon_class = @icon_class, departments = @departments, agents = @agents,
       fields = @fields, updated_at = @now WHERE id = @id`,
  ).run({ id, ...columns(input), now: nowDbDate() });
}

export function deleteSavedFilter(db: Db, id: number): void {
  db.prepare('DELETE FROM change_filters WHERE id = ?').run(id);
}
