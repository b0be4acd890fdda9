import type { Db } from './types';
import { seedAssets } from './seeders/assets';
import { seedCabs } from './seeders/cabs';
import { seedChangeList } from './seeders/change-list';
import { seedChangeDetails } from './seeders/change-details';
import { seedChanges } from './seeders/changes';
import { SeedContext } from './seeders/context';
import { seedPeople } from './seeders/people';
import { seedPermissions } from './seeders/permissions';
import { seedProblemPlanning } from './seeders/problem-planning';
import { seedProblems } from './seeders/problems';
import { seedReferenceData } from './seeders/reference';
import { seedReleases } from './seeders/releases';
import { seedTickets } from './seeders/tickets';
import { seedTicketSlots } from './seeders/ticket-slots';

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
  seedChangeList(context);
}

function startOfUtcDay(moment: Date): Date {
  return new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
}
