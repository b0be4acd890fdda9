import type { Db } from './types';
import { seedAssetDetails } from './assets/seed-details';
import { seedAssetEstate } from './assets/seed-estate';
import { seedAssets } from './assets/seed';
import { seedAutomations } from './automations/seed';
import { seedCabs } from './change-approvals/seed';
import { seedChangeList } from './changes/seed-more';
import { seedCmdb } from './cmdb-relations/seed';
import { seedChangeDetails } from './changes/seed-details';
import { seedChanges } from './changes/seed';
import { SeedContext } from './seeding/context';
import { seedPeople } from './users/seed';
import { seedPermissions } from './users/seed-permissions';
import { seedProblemPlanning } from './problems/seed-planning';
import { seedProblems } from './problems/seed';
import { seedProducts } from './products/seed';
import { seedReferenceData } from './reference/seed';
import { seedReleases } from './releases/seed';
import { seedReports } from './reports/seed';
import { seedTickets } from './tickets/seed';
import { seedContracts, seedTicketSlots } from './contracts/seed';
import { seedVendors } from './vendors/seed';

const SEED = 20240917;

export interface SeedOptions {
  /** Where the seeded history ends; defaults to the start of the current UTC day. */
  now?: Date;
}

/**
 * Fills an empty schema with the demo data. The PRNG is seeded, so every run produces the same
 * records; only the dates move with `now`.
 */
export function seedDatabase(db: Db, options: SeedOptions = {}): void {
  const context = new SeedContext(db, options.now ?? startOfUtcDay(new Date()), SEED);
  seedReferenceData(context);
  seedPermissions(context);
  seedPeople(context);
  seedAssets(context);
  seedTickets(context);
  seedChanges(context);
  seedReleases(context);
  seedProblems(context);
  seedProblemPlanning(context);
  seedChangeDetails(context);
  seedCabs(context);
  seedTicketSlots(context);
  seedVendors(context);
  seedChangeList(context);
  seedCmdb(context);
  seedAssetEstate(context);
  seedAssetDetails(context);
  seedContracts(context);
  seedReports(context);
  seedProducts(context);
  seedAutomations(context);
}

function startOfUtcDay(moment: Date): Date {
  return new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
}
