import type { SeedContext } from '../seeding/context';

export const DEPARTMENTS = [
  'Support',
  'Sales',
  'Finance',
  'IT Operations',
  'HR',
  'Marketing',
  'Legal',
  'Engineering',
] as const;

const ORGANIZATIONS = [
  ['Contoso Ltd', 'contoso.example'],
  ['Fabrikam Inc', 'fabrikam.example'],
  ['Northwind Traders', 'northwind.example'],
  ['Woodgrove Bank', 'woodgrove.example'],
  ['Tailspin Toys', 'tailspin.example'],
  ['Adventure Works', 'adventure-works.example'],
] as const;

const LOCATIONS = [
  'London HQ',
  'Manchester Office',
  'Berlin Office',
  'New York Office',
  'Singapore Office',
  'Bangalore Development Centre',
  'Slough Data Centre',
  'Remote',
] as const;

/** The help-desk's ticket statuses, with the purpose that decides whether a record is active. */
export const STATUSES = [
  ['Open', 'open'],
  ['Resolved', 'resolved'],
  ['Closed', 'closed'],
  ['Deleted', 'deleted'],
  ['Unverified', 'unapproved'],
  ['Request Approval', 'unapproved'],
  ['Spam', 'spam'],
] as const;

export const PRIORITIES = ['Low', 'Medium', 'High', 'Urgent'] as const;
export const IMPACTS = ['Low', 'Medium', 'High'] as const;

/** [name, description] */
const ASSET_STATUSES = [
  ['In Use', 'Deployed and used by someone.'],
  ['Missing', 'Not found at its recorded location.'],
  ['In Stock', 'Stored, ready to be deployed.'],
  ['Dispose', 'Retired, waiting to be disposed of.'],
  ['Maintenance', 'Being repaired or serviced.'],
  ['Move', 'Being moved to another location.'],
] as const;

export const CONTRACTS = [
  'Dell ProSupport Plus 2025',
  'Microsoft 365 E3 Enterprise Agreement',
  'Cisco Smart Net Total Care',
  'HP Managed Print Services',
  'AWS Enterprise Support',
  'Apple Business Essentials',
] as const;

/** [name, parent name] — parents come first so their ids exist. */
const ASSET_TYPES = [
  ['Hardware', null],
  ['Software', null],
  ['Computer', 'Hardware'],
  ['Laptop', 'Computer'],
  ['Desktop', 'Computer'],
  ['Server', 'Hardware'],
  ['Network Device', 'Hardware'],
  ['Printer', 'Hardware'],
  ['Mobile Phone', 'Hardware'],
  ['Monitor', 'Hardware'],
  ['Software License', 'Software'],
] as const;

export function seedReferenceData(context: SeedContext): void {
  context.insertAll(
    'departments',
    DEPARTMENTS.map((name) => ({ name })),
  );
  context.insertAll(
    'organizations',
    ORGANIZATIONS.map(([name, domain]) => ({ name, domain })),
  );
  context.insertAll(
    'locations',
    LOCATIONS.map((title) => ({ title })),
  );
  context.insertAll(
    'statuses',
    STATUSES.map(([name, purpose], index) => ({ name, purpose, sort_order: index + 1 })),
  );
  context.insertAll(
    'priorities',
    PRIORITIES.map((name, index) => ({ name, sort_order: index + 1 })),
  );
  context.insertAll(
    'impacts',
    IMPACTS.map((name) => ({ name })),
  );
  context.insertAll(
    'asset_statuses',
    ASSET_STATUSES.map(([name, description], index) => ({
      name,
      description,
      created_at: referenceDate(context, index),
      updated_at: referenceDate(context, index),
    })),
  );
  context.insertAll(
    'contracts',
    CONTRACTS.map((name, index) => ({
      name,
      created_at: referenceDate(context, index),
      updated_at: referenceDate(context, index),
    })),
  );

  const typeIds = new Map<string, number>();
  ASSET_TYPES.forEach(([name, parent], index) => {
    const [id] = context.insertAll('asset_types', [
      {
        name,
        parent_id: parent === null ? null : (typeIds.get(parent) ?? null),
        created_at: referenceDate(context, index),
        updated_at: referenceDate(context, index),
      },
    ]);
    typeIds.set(name, id);
  });
}

const REFERENCE_AGE_DAYS = 720;
const HOUR_MS = 60 * 60 * 1000;

/** When the `index`th reference row of a table was set up: two years ago, an hour apart (no PRNG draw). */
function referenceDate(context: SeedContext, index: number): string {
  return context.dbDate(new Date(context.now.getTime() - REFERENCE_AGE_DAYS * 24 * HOUR_MS + index * HOUR_MS));
}

/** Looks up a seeded reference row's id by its name (or title). */
export function idByName(context: SeedContext, table: string, name: string): number {
  const column = table === 'locations' ? 'title' : 'name';
  const row = context.db.prepare(`SELECT id FROM ${table} WHERE ${column} = ?`).get(name) as { id: number } | undefined;
  if (!row) throw new Error(`Seed reference missing: ${table} "${name}"`);
  return row.id;
}

/** Weighted choices of seeded reference rows, by name: { Open: 5, Closed: 3 } -> [[id of Open, 5], ...]. */
export function weightedByName(
  context: SeedContext,
  table: string,
  weights: Readonly<Record<string, number>>,
): Array<readonly [number, number]> {
  return Object.entries(weights).map(([name, weight]) => [idByName(context, table, name), weight] as const);
}

export function allIds(context: SeedContext, table: string): number[] {
  return context.ids(`SELECT id FROM ${table} ORDER BY id`);
}
