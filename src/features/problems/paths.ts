import { recordPaths } from '../../federation/recordPaths';
import { problemPages } from './pages';

export const problemPaths = recordPaths(problemPages);
