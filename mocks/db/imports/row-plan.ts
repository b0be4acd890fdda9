import type { Db } from '../types';
import type { ImportAttribute } from './attributes';
import { DEFAULT_DATE_TIME_FORMAT, parseDateTime, type DateTimeFormat } from './date-formats';
import type { FileRecord } from './records';
import type { AttributeMapping } from './store';

export interface RowIssue {
  row: number;
  /** The attribute's key, and its label as the mapping table shows it. */
  field: string;
  field_label: string;
  comment: string;
  kind: 'failed' | 'warning';
}

/** An asset's values read from one row: columns by name, custom values by field id. */
export interface AssetValues {
  columns: Record<string, string | number | null>;
  custom: Map<number, string>;
}

/** What one row would do: create or update an asset, or fail; with its reasons. */
export interface RowPlan {
  row: number;
  outcome: 'create' | 'update' | 'failed';
  /** The asset an update writes to. */
  assetId?: number;
  values: AssetValues;
  issues: RowIssue[];
}

const REFERENCE_COLUMNS: Record<string, string> = {
  asset_type: 'asset_type_id',
  asset_status: 'status_id',
  department: 'department_id',
  location: 'location_id',
  organization: 'organization_id',
  impact_type: 'impact_type_id',
  used_by: 'used_by_id',
  managed_by: 'managed_by_id',
};

function namesToIds(db: Db, sql: string): Map<string, number> {
  const rows = db.prepare(sql).all() as { id: number; name: string }[];
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}

/** Locations are named by their title. */
const nameColumn = (table: string) => (table === 'locations' ? 'title' : 'name');

export interface PlanSettings {
  attributes: readonly ImportAttribute[];
  mapping: readonly AttributeMapping[];
  assetTypeId: number;
  updateExisting: boolean;
  dateTimeFormat: DateTimeFormat | null;
}

/**
 * Checks the rows of one import against its mapping, one after another: the same checks for a
 * dry run and for the import itself. It remembers the identifiers met, so a second row with one is
 * a duplicate.
 */
export class RowPlanner {
  private readonly names = new Map<string, Map<string, number>>();
  private readonly users: Map<string, number>;
  /** What a created asset gets when its row leaves them out: the type chosen on upload, and In Use. */
  readonly defaults: { asset_type_id: number; status_id: number | null };
  private readonly seen = new Map<string, number>();
  private readonly existing;
  private readonly mapped: { attribute: ImportAttribute; column: number }[];
  private readonly labels: Map<string, string>;

  constructor(
    db: Db,
    private readonly settings: PlanSettings,
  ) {
    for (const attribute of settings.attributes) {
      if (attribute.table)
        this.names.set(
          attribute.key,
          namesToIds(db, `SELECT id, ${nameColumn(attribute.table)} AS name FROM ${attribute.table}`),
        );
    }
    this.users = namesToIds(db, 'SELECT id, email AS name FROM users');
    const statuses = this.names.get('asset_status');
    this.defaults = {
      asset_type_id: settings.assetTypeId,
      status_id: statuses?.get('in use') ?? statuses?.values().next().value ?? null,
    };
    this.existing = db.prepare('SELECT id FROM assets WHERE identifier = ?').pluck();
    const byKey = new Map(settings.attributes.map((attribute) => [attribute.key, attribute]));
    this.labels = new Map(settings.attributes.map((attribute) => [attribute.key, attribute.label]));
    this.mapped = settings.mapping.flatMap(({ key, column }) => {
      const attribute = byKey.get(key);
      return attribute && !attribute.hidden ? [{ attribute, column }] : [];
    });
  }

  plan(record: FileRecord): RowPlan {
    const { row } = record;
    const issues: RowIssue[] = [];
    const issue = (kind: RowIssue['kind']) => (field: string, comment: string) =>
      issues.push({ row, field, field_label: this.labels.get(field) ?? field, comment, kind });
    const fail = issue('failed');
    const warn = issue('warning');
    const values: AssetValues = { columns: {}, custom: new Map() };

    for (const { attribute, column } of this.mapped) {
      const text = record.cells[column] ?? '';
      if (text === '') {
        if (attribute.required) fail(attribute.key, `The ${attribute.label} field is required.`);
        continue;
      }
      const value = this.read(attribute, text, fail, warn);
      if (value === undefined) continue;
      if (attribute.customFieldId !== undefined) values.custom.set(attribute.customFieldId, String(value));
      else values.columns[REFERENCE_COLUMNS[attribute.key] ?? attribute.key] = value;
    }

    const plan: RowPlan = { row, outcome: 'create', values, issues };
    const identifier = values.columns.identifier;
    if (typeof identifier === 'string') this.matchIdentifier(plan, identifier, fail);
    if (issues.some((issue) => issue.kind === 'failed')) plan.outcome = 'failed';
    return plan;
  }

  private matchIdentifier(plan: RowPlan, identifier: string, fail: (field: string, comment: string) => void): void {
    const firstRow = this.seen.get(identifier);
    if (firstRow !== undefined) {
      fail('identifier', `Duplicate identifier "${identifier}": row ${firstRow} has it already.`);
      return;
    }
    this.seen.set(identifier, plan.row);
    const assetId = this.existing.get(identifier) as number | undefined;
    if (assetId === undefined) return;
    if (!this.settings.updateExisting) {
      fail('identifier', `Duplicate identifier "${identifier}": an asset with it already exists.`);
      return;
    }
    plan.outcome = 'update';
    plan.assetId = assetId;
  }

  private read(
    attribute: ImportAttribute,
    text: string,
    fail: (field: string, comment: string) => void,
    warn: (field: string, comment: string) => void,
  ): string | number | undefined {
    switch (attribute.kind) {
      case 'text':
        return text;
      case 'date': {
        const format = this.settings.dateTimeFormat ?? DEFAULT_DATE_TIME_FORMAT;
        const date = parseDateTime(text, format);
        if (date === undefined) fail(attribute.key, `"${text}" is not a date in the format ${format}.`);
        return date;
      }
      case 'user': {
        const id = this.users.get(text.toLowerCase());
        if (id === undefined) fail(attribute.key, `Unknown user "${text}".`);
        return id;
      }
      case 'reference': {
        const id = this.names.get(attribute.key)?.get(text.toLowerCase());
        if (id !== undefined) return id;
        if (attribute.key === 'asset_type') fail(attribute.key, `Unknown asset type "${text}".`);
        else warn(attribute.key, `Unknown ${attribute.label.toLowerCase()} "${text}"; left as the default.`);
        return undefined;
      }
    }
  }
}
