import { allIds, idByName } from '../reference/seed';
import type { SeedContext } from '../seeding/context';
import type { SeededRandom } from '../seeding/random';

/** What a seeded asset's status, people and places are drawn from. */
export function assetPools(context: SeedContext) {
  return {
    agentIds: context.agentIds(),
    userIds: context.ids('SELECT id FROM users ORDER BY id'),
    organizationIds: allIds(context, 'organizations'),
    departmentIds: allIds(context, 'departments'),
    locationIds: allIds(context, 'locations'),
    inUse: idByName(context, 'asset_statuses', 'In Use'),
  };
}

export type AssetPools = ReturnType<typeof assetPools>;

/**
 * A seeded asset's status (In Use with the odds `inUse`, otherwise one of `otherStatuses`), its
 * manager, its user (with the odds `used`), organization, department and location, drawn in that order.
 */
export function drawAssetPlacing(
  random: SeededRandom,
  pools: AssetPools,
  otherStatuses: readonly number[],
  odds: { inUse: number; used: number },
) {
  return {
    status_id: random.chance(odds.inUse) ? pools.inUse : random.pick(otherStatuses),
    managed_by_id: random.pick(pools.agentIds),
    used_by_id: random.chance(odds.used) ? random.pick(pools.userIds) : null,
    organization_id: random.pick(pools.organizationIds),
    department_id: random.pick(pools.departmentIds),
    location_id: random.pick(pools.locationIds),
  };
}
