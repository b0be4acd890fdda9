import { lazy } from 'react';
import assetTexts from '../../i18n/en/assets.json';
import reportTexts from '../../i18n/en/reports.json';
import { createRouteApplication } from '../../federation/createRouteApplication';
import { recordScreens, screenRoutes } from '../../federation/screenRoutes';
import { reportPages } from './pages';
import ReportHubScreen from './screens/ReportHubScreen';
import ReportListScreen from './screens/ReportListScreen';

// The editor and the report's page draw charts: they and chart.js load as one chunk when opened.
const ReportEditorScreen = lazy(() => import(/* webpackChunkName: "report-screens" */ './screens/ReportEditorScreen'));
const ReportViewScreen = lazy(() => import(/* webpackChunkName: "report-screens" */ './screens/ReportViewScreen'));

export const reportRoutes = screenRoutes(reportPages, {
  hub: ReportHubScreen,
  ...recordScreens({ list: ReportListScreen, form: ReportEditorScreen, show: ReportViewScreen }),
});

// The report filters and the asset table speak the asset list's words.
export const { bootstrap, mount, unmount, update } = createRouteApplication(reportRoutes, {
  ...assetTexts,
  ...reportTexts,
});
