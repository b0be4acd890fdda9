import { agentArea } from '../../federation/areaOf';
import { reportPages } from './pages';

/** Saved asset reports: the reports hub, the list, the report editor and a report's page with its chart and exports. */
export const reportArea = agentArea({
  id: 'reports',
  pages: reportPages,
  menu: { menu_reports: 'hub' },
});
