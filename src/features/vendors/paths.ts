import { recordPaths } from '../../federation/recordPaths';
import { vendorPages } from './pages';

export const vendorPaths = recordPaths(vendorPages);
