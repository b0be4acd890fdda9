import { agentArea } from '../../federation/areaOf';
import { releasePages } from './pages';

/** Releases: their list, form and view with planning, assets, changes and completion. */
export const releaseArea = agentArea({
  id: 'releases',
  pages: releasePages,
  menu: { menu_releases: 'list' },
});
