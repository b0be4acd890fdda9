import { recordPaths } from '../../federation/recordPaths';
import { assetPages } from './pages';

export const assetPaths = recordPaths(assetPages);
