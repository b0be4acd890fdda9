import type { AreaDeclaration } from '../../federation/routeDeclaration';
import { REPORT_ROOT, reportPages } from './pages';

/** Saved asset reports: the reports hub, the list, the report editor and a report's page with its chart and exports. */
export const reportArea: AreaDeclaration = {
  id: 'reports',
  audience: 'agent',
  menu: [{ labelKey: 'menu_reports', label: 'Reports', href: reportPages.hub.pattern, section: 'navigation' }],
  application: {
    paths: [REPORT_ROOT],
    pages: reportPages,
    module: './src/features/reports/routes',
    load: () => import(/* webpackChunkName: "route-reports" */ './routes'),
  },
};
