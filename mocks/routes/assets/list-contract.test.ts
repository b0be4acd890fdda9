import { assetListOf } from '../../testing/asset-list';
import { postJson, remove } from '../../testing/requests';
import { useApp } from '../../testing/use-app';
import { api, createContract } from '../contracts/test-support';

/** An asset no seeded contract covers: the last one, with none listed. */
async function uncoveredAssetId(list: ReturnType<typeof assetListOf>): Promise<number> {
  const page = await list('sort-field=id&limit=100');
  const asset = page.data.find((row) => row.contract === null);
  if (!asset) throw new Error('every asset of the first page has a contract');
  return asset.id;
}

describe("the asset list's contract", () => {
  const ctx = useApp();
  const list = assetListOf(ctx);
  const rowOf = async (assetId: number) => (await list(`asset_ids[0]=${assetId}`)).data[0];

  it('is the contract the asset was attached to on the contract page, and goes when it is detached', async () => {
    const assetId = await uncoveredAssetId(list);
    const contractId = await createContract(ctx.admin, { name: 'Scanner upkeep' });

    await postJson(ctx.admin, `${api}/contract-attach-asset?contract_id=${contractId}`, { asset_ids: [assetId] });
    expect((await rowOf(assetId)).contract).toEqual({ id: contractId, name: 'Scanner upkeep' });

    await remove(ctx.admin, `${api}/contract-detach-asset/${contractId}/${assetId}`);
    expect((await rowOf(assetId)).contract).toBeNull();
  });

  it('is the active contract attached last when the asset has several', async () => {
    const assetId = await uncoveredAssetId(list);
    const first = await createContract(ctx.admin, { name: 'First cover' });
    const second = await createContract(ctx.admin, { name: 'Second cover' });
    const draft = await createContract(ctx.admin, { name: 'Cover awaiting approval', status_id: 1, approver_id: 2 });
    for (const contractId of [first, second, draft]) {
      await postJson(ctx.admin, `${api}/contract-attach-asset?contract_id=${contractId}`, { asset_ids: [assetId] });
    }
    expect((await rowOf(assetId)).contract).toEqual({ id: second, name: 'Second cover' });
  });
});
