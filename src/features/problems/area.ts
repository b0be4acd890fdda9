import type { AreaDeclaration } from '../../federation/routeDeclaration';
import { problemPages } from './pages';

/** The problem area in the route registry. */
export const problemArea: AreaDeclaration = {
  id: 'problems',
  audience: 'agent',
  menu: [
    { labelKey: 'menu_problems', label: 'Problems', href: problemPages.list.pattern, section: 'navigation' },
    { labelKey: 'menu_new_problem', label: 'New problem', href: problemPages.create.pattern, section: 'navigation' },
  ],
  application: {
    pages: problemPages,
    module: './src/features/problems/routes',
    // A small loader asks for the list's first page while the area's code downloads.
    load: (props) =>
      import(/* webpackChunkName: "problem-area-loader" */ './loadProblemArea').then(({ loadProblemArea }) =>
        loadProblemArea(props),
      ),
  },
};
