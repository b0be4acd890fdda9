import { agentArea } from '../../federation/areaOf';
import { problemPages } from './pages';

/** The problem area in the route registry. */
export const problemArea = agentArea({
  id: 'problems',
  pages: problemPages,
  menu: { menu_problems: 'list', menu_new_problem: 'create' },
  // A small loader asks for the list's first page while the area's code downloads.
  loader: './src/features/problems/loadProblemArea',
});
