import { recordPaths } from '../../federation/recordPaths';
import { changePages } from './pages';

/** The change area's addresses: its list is the area's root. */
export const changePaths = { ...recordPaths(changePages), list: changePages.root.pattern };
