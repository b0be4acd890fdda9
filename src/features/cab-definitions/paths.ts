import { recordPaths } from '../../federation/recordPaths';
import { cabDefinitionPages } from './pages';

export const cabDefinitionPaths = recordPaths(cabDefinitionPages);
