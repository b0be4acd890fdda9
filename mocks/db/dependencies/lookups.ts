import { assetsOf } from '../records/associations';
import type { OwnerType } from '../records/owners';
import type { Db } from '../types';
import { fullNameSql } from '../users/users';
import { readListPage } from '../list-query';
import { inJsonIds, likeContaining, SqlWhere } from '../sql-where';

/** How one option list is read: the table (aliased t), its label expression, an optional scope. */
export interface LookupDefinition {
  table: string;
  label: string;
  scope?: string;
  /** Defaults to the label, alphabetically. */
  order?: string;
  /** Records assets are attached to: the lookup can leave out those an asset already is (`asset_id`). */
  assetOwner?: OwnerType;
}

const TICKET_LABEL = "('#' || t.ticket_number || ' ' || t.subject)";

/** Option lists under /service-desk/api/dependency/{name}. */
export const SERVICE_DESK_LOOKUPS: Readonly<Record<string, LookupDefinition>> = {
  problems: { table: 'problems', label: 't.subject', assetOwner: 'sd_problem' },
  impacts: { table: 'impacts', label: 't.name' },
  changes: { table: 'changes', label: 't.subject', assetOwner: 'sd_changes' },
  change_types: { table: 'change_types', label: 't.name', order: 't.id' },
  change_statuses: { table: 'change_statuses', label: 't.name', order: 't.sort_order' },
  // A change's priority is one of the help-desk's priorities.
  change_priorities: { table: 'priorities', label: 't.name', order: 't.sort_order' },
  asset_types: { table: 'asset_types', label: 't.name' },
  asset_statuses: { table: 'asset_statuses', label: 't.name', order: 't.id' },
  contract_statuses: { table: 'contract_statuses', label: 't.name', order: 't.id' },
  contract_renewal_statuses: { table: 'contract_renewal_statuses', label: 't.name', order: 't.id' },
  contract_types: { table: 'contract_types', label: 't.name' },
  vendors: { table: 'vendors', label: 't.name' },
  license_types: { table: 'license_types', label: 't.name' },
  forward_relations: { table: 'cmdb_relation_types', label: 't.forward_relation_name', order: 't.id' },
  inverse_relations: { table: 'cmdb_relation_types', label: 't.inverse_relation_name', order: 't.id' },
  assets: { table: 'assets', label: 't.name' },
  cabs: { table: 'cabs', label: 't.name' },
  user_types: { table: 'cab_user_types', label: 't.name', order: 't.id' },
  contracts: { table: 'contracts', label: 't.name', assetOwner: 'sd_contracts' },
  // Candidates to attach to a problem: tickets linked to none (the supplements parameter, the
  // problem's id, changes nothing, as a ticket belongs to one problem at most).
  tickets_based_on_problem: {
    table: 'tickets',
    label: TICKET_LABEL,
    scope: 'NOT EXISTS (SELECT 1 FROM problem_tickets pt WHERE pt.ticket_id = t.id)',
  },
  // Changes a ticket can be linked to (supplements, the ticket id, is accepted and changes nothing).
  changes_based_on_ticket: { table: 'changes', label: "(t.identifier || ' ' || t.subject)" },
  product_statuses: { table: 'product_statuses', label: 't.name', order: 't.id' },
  product_proc_mode: { table: 'procurement_modes', label: 't.name' },
};

/** Vendors a product can be bought from besides those it has (every vendor without a product). */
export function vendorsNotSelling(productId: number | undefined): LookupDefinition {
  return {
    table: 'vendors',
    label: 't.name',
    scope:
      productId === undefined
        ? undefined
        : `NOT EXISTS (SELECT 1 FROM product_vendors pv WHERE pv.vendor_id = t.id AND pv.product_id = ${productId})`,
  };
}

/** Option lists of the change view's release pickers, which need the view permission. */
export const RELEASE_LOOKUPS: Readonly<Record<string, LookupDefinition>> = {
  releases: { table: 'releases', label: "(t.identifier || ' ' || t.subject)", assetOwner: 'sd_releases' },
  release_statuses: { table: 'release_statuses', label: 't.name', order: 't.id' },
  release_types: { table: 'release_types', label: 't.name', order: 't.id' },
  release_priorities: { table: 'priorities', label: 't.name', order: 't.sort_order' },
};

/** Tickets a change can be linked to: those not linked to it yet (every ticket without a change). */
export function ticketsNotLinkedTo(changeId: number | undefined): LookupDefinition {
  return {
    table: 'tickets',
    label: TICKET_LABEL,
    scope:
      changeId === undefined
        ? undefined
        : `NOT EXISTS (SELECT 1 FROM ticket_changes tc WHERE tc.ticket_id = t.id AND tc.change_id = ${changeId})`,
  };
}

/** Option lists of the help-desk itself, under /api/dependency/{name}. */
export const HELPDESK_LOOKUPS: Readonly<Record<string, LookupDefinition>> = {
  departments: { table: 'departments', label: 't.name' },
  statuses: { table: 'statuses', label: 't.name', order: 't.sort_order' },
  priorities: { table: 'priorities', label: 't.name', order: 't.sort_order' },
  agents: { table: 'users', label: fullNameSql('t'), scope: "t.role IN ('agent', 'admin')" },
  teams: { table: 'teams', label: 't.name' },
  users: { table: 'users', label: fullNameSql('t') },
  organizations: { table: 'organizations', label: 't.name' },
  tickets: { table: 'tickets', label: TICKET_LABEL, assetOwner: 'tickets' },
  locations: { table: 'locations', label: 't.title' },
};

/** The lookup without the records the asset is attached to already (the asset page's attach pickers). */
export function notAttachedToAsset(lookup: LookupDefinition, assetId: number | undefined): LookupDefinition {
  if (assetId === undefined || !lookup.assetOwner) return lookup;
  const { table, ownerColumn } = assetsOf(lookup.assetOwner);
  const unattached = `NOT EXISTS (SELECT 1 FROM ${table} l WHERE l.${ownerColumn} = t.id AND l.asset_id = ${assetId})`;
  return { ...lookup, scope: lookup.scope ? `(${lookup.scope}) AND ${unattached}` : unattached };
}

export interface LookupQuery {
  /** When given, exactly these records (to label preselected values); search and paging are ignored. */
  ids?: number[];
  search?: string;
  limit: number;
  offset: number;
}

export interface LookupOption {
  id: number;
  name: string;
}

export function findLookup(
  definitions: Readonly<Record<string, LookupDefinition>>,
  name: string,
): LookupDefinition | undefined {
  return Object.hasOwn(definitions, name) ? definitions[name] : undefined;
}

/** Options in the lookup's order, with the number matching. */
export function readLookup(
  db: Db,
  lookup: LookupDefinition,
  query: LookupQuery,
): { data: LookupOption[]; total: number } {
  const source = {
    from: `${lookup.table} t`,
    columns: `t.id, ${lookup.label} AS name`,
    key: 't.id',
    sorts: { label: lookup.order ?? 'name COLLATE NOCASE' },
  };
  // Exactly the ids asked for: every one of them, on one page.
  const page = query.ids !== undefined ? { limit: -1, offset: 0 } : query;
  const { rows, total } = readListPage<LookupOption, 'label'>(
    db,
    source,
    { sortField: 'label', ascending: true, limit: page.limit, offset: page.offset },
    () => {
      const where = new SqlWhere();
      if (lookup.scope) where.add(lookup.scope);
      if (query.ids !== undefined) {
        where.add(inJsonIds('t.id'), JSON.stringify(query.ids));
      } else if (query.search !== undefined) {
        where.add(`${lookup.label} LIKE ? ESCAPE '\\'`, likeContaining(query.search));
      }
      return where;
    },
  );
  return { data: rows, total };
}
