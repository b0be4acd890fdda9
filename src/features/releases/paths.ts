import { recordPaths } from '../../federation/recordPaths';
import { releasePages } from './pages';

export const releasePaths = recordPaths(releasePages);
