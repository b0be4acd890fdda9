import { nowDbDate } from '../dates';
import { insertRow } from '../insert';
import { readListPage, type PageQuery } from '../list-query';
import { parseCustomFieldOptions } from '../records/custom-fields';
import type { NamedRecordSortField } from '../records/named-record';
import { linkedText, listSearch, ownText, searchIn } from '../list-search';
import type { Db } from '../types';
import { CATEGORY_TABLES, type FormGroupCategory } from './categories';
import type { FormGroup as PluginFormGroup, FormGroupField } from '@/api/form-groups/types';

/** A form group as read: the plugin's shape, plus the linked type ids of its category. */
export interface FormGroup extends PluginFormGroup {
  asset_type_ids?: number[];
  change_type_ids?: number[];
}

/** What a save stores: a field without an id is added, one with an id (of this group) is kept and updated. */
export interface FormGroupInput {
  name: string;
  typeIds: number[];
  fields: Array<Omit<FormGroupField, 'id'> & { id?: number }>;
}

interface GroupRow extends Omit<FormGroup, 'types' | 'fields'> {
  types: { id: number; name: string }[];
}

function columns(category: FormGroupCategory): string {
  const { typeTable, linkTable, typeColumn, fieldTable } = CATEGORY_TABLES[category];
  return `g.id, g.name, g.category, g.created_at, g.updated_at,
    (SELECT json_group_array(json_object('id', t.id, 'name', t.name)) FROM ${linkTable} l
      JOIN ${typeTable} t ON t.id = l.${typeColumn} WHERE l.form_group_id = g.id) AS types,
    (SELECT COUNT(*) FROM ${fieldTable} f WHERE f.form_group_id = g.id) AS fields_count`;
}

function withTypeIds(category: FormGroupCategory, row: GroupRow): FormGroup {
  return { ...row, [CATEGORY_TABLES[category].typeIdsKey]: row.types.map((type) => type.id) };
}

/** What a category's list of groups shows and its search reads: the name and the linked types' names. */
function formGroupSearch(category: FormGroupCategory) {
  const { typeTable, linkTable, typeColumn } = CATEGORY_TABLES[category];
  return listSearch('g', {
    name: ownText('name'),
    types: linkedText({ table: linkTable, rowColumn: 'form_group_id', otherColumn: typeColumn }, { table: typeTable }),
  });
}

/** One page of a category's groups, searched in their names and their types'. */
export function listFormGroups(
  db: Db,
  category: FormGroupCategory,
  query: PageQuery<NamedRecordSortField>,
): { rows: FormGroup[]; total: number } {
  const search = searchIn(formGroupSearch(category), query.search);
  const { rows, total } = readListPage<GroupRow, NamedRecordSortField>(
    db,
    {
      from: 'form_groups g',
      columns: columns(category),
      json: ['types'],
      key: 'g.id',
      sorts: { id: 'g.id', name: 'g.name COLLATE NOCASE', created_at: 'g.created_at', updated_at: 'g.updated_at' },
    },
    query,
    () => {
      const where = search();
      where.add('g.category = ?', category);
      return where;
    },
  );
  return { rows: rows.map((row) => withTypeIds(category, row)), total };
}

/** The group's fields in order. */
export function formGroupFields(db: Db, category: FormGroupCategory, id: number): FormGroupField[] {
  const rows = db
    .prepare(
      `SELECT id, label, type, required, options FROM ${CATEGORY_TABLES[category].fieldTable}
       WHERE form_group_id = ? ORDER BY sort_order, id`,
    )
    .all(id) as Array<Omit<FormGroupField, 'required' | 'options'> & { required: number; options: string }>;
  return rows.map((row) => ({ ...row, required: row.required === 1, options: parseCustomFieldOptions(row.options) }));
}

/** The group of this category with its fields, or undefined. */
export function findFormGroup(db: Db, category: FormGroupCategory, id: number): FormGroup | undefined {
  const row = db
    .prepare(`SELECT ${columns(category)} FROM form_groups g WHERE g.id = ? AND g.category = ?`)
    .get(id, category) as (Omit<GroupRow, 'types'> & { types: string }) | undefined;
  if (!row) return undefined;
  const group = withTypeIds(category, { ...row, types: JSON.parse(row.types) as GroupRow['types'] });
  return { ...group, fields: formGroupFields(db, category, id) };
}

/** Whether another group of the category than `exceptId` is called `name` (case-insensitive). */
export function formGroupNameTaken(db: Db, category: FormGroupCategory, name: string, exceptId?: number): boolean {
  return (
    db
      .prepare('SELECT 1 FROM form_groups WHERE category = ? AND name = ? COLLATE NOCASE AND id IS NOT ?')
      .get(category, name, exceptId ?? null) !== undefined
  );
}

/**
 * Saves the group, its type links and its fields in order, in one transaction; returns its id.
 * Kept fields keep their ids and values (a field whose type changes loses its values, which were
 * of the old type); fields left out are removed with their values.
 */
export function saveFormGroup(db: Db, category: FormGroupCategory, input: FormGroupInput, id?: number): number {
  const { linkTable, typeColumn, fieldTable, valueTable } = CATEGORY_TABLES[category];
  return db.transaction(() => {
    const now = nowDbDate();
    let groupId = id;
    if (groupId === undefined) {
      groupId = insertRow(db, 'form_groups', { category, name: input.name, created_at: now, updated_at: now });
    } else {
      db.prepare('UPDATE form_groups SET name = ?, updated_at = ? WHERE id = ?').run(input.name, now, groupId);
      db.prepare(`DELETE FROM ${linkTable} WHERE form_group_id = ?`).run(groupId);
    }
    const link = db.prepare(`INSERT INTO ${linkTable} (form_group_id, ${typeColumn}) VALUES (?, ?)`);
    for (const typeId of input.typeIds) link.run(groupId, typeId);

    const keptIds = input.fields.flatMap((field) => (field.id === undefined ? [] : [field.id]));
    db.prepare(`DELETE FROM ${fieldTable} WHERE form_group_id = ? AND id NOT IN (SELECT value FROM json_each(?))`).run(
      groupId,
      JSON.stringify(keptIds),
    );
    input.fields.forEach((field, sortOrder) => {
      const row = {
        label: field.label,
        type: field.type,
        required: field.required ? 1 : 0,
        options: JSON.stringify(field.options),
        sort_order: sortOrder,
      };
      if (field.id === undefined) {
        insertRow(db, fieldTable, { ...row, form_group_id: groupId });
        return;
      }
      db.prepare(
        `DELETE FROM ${valueTable} WHERE field_id = ? AND ? <> (SELECT type FROM ${fieldTable} WHERE id = ?)`,
      ).run(field.id, field.type, field.id);
      db.prepare(
        `UPDATE ${fieldTable} SET label = ?, type = ?, required = ?, options = ?, sort_order = ?
         WHERE id = ? AND form_group_id = ?`,
      ).run(row.label, row.type, row.required, row.options, row.sort_order, field.id, groupId);
    });
    return groupId;
  })();
}

/** Deletes the group; its links, fields and their values go with it. Whether there was such a group. */
export function deleteFormGroup(db: Db, category: FormGroupCategory, id: number): boolean {
  return db.prepare('DELETE FROM form_groups WHERE id = ? AND category = ?').run(id, category).changes > 0;
}
