import type { SeedContext } from '../seeding/context';

/** Attaches each asset to the contract drawn for it (null: none). */
export function attachToContracts(
  context: SeedContext,
  assetIds: readonly number[],
  contractIds: readonly (number | null)[],
): void {
  const link = context.db.prepare('INSERT INTO contract_assets (contract_id, asset_id) VALUES (?, ?)');
  assetIds.forEach((assetId, index) => {
    const contractId = contractIds[index];
    if (contractId !== null) link.run(contractId, assetId);
  });
}
