import { changePaths } from '../changes/paths';

/** Where the ticket slots link to. */
export { contractPath } from '../../ui/table/assetColumns';
export const changePath = changePaths.show;
