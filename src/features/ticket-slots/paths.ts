import { changePaths } from '@/features/changes';

/** Where the ticket slots link to. */
export { contractPath } from '@/records/assets/assetColumns';
export const changePath = changePaths.show;
