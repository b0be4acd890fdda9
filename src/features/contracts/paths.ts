import { recordPaths } from '../../federation/recordPaths';
import { contractPages } from './pages';

export const contractPaths = recordPaths(contractPages);
