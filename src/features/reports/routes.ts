import { lazy } from 'react';
import assetTexts from '../../i18n/en/assets.json';
import reportTexts from '../../i18n/en/reports.json';
import { recordApplication } from '../../federation/routeApplication';
import { reportPages } from './pages';
import ReportHubScreen from './screens/ReportHubScreen';
import ReportListScreen from './screens/ReportListScreen';

// The report filters and the asset table speak the asset list's words.
const texts = { ...assetTexts, ...reportTexts };

// The editor and the report's page draw charts: they and chart.js load as one chunk when opened.
export const { bootstrap, mount, unmount, update } = recordApplication(reportPages, texts, {
  hub: ReportHubScreen,
  list: ReportListScreen,
  form: lazy(() => import(/* webpackChunkName: "report-screens" */ './screens/ReportEditorScreen')),
  show: lazy(() => import(/* webpackChunkName: "report-screens" */ './screens/ReportViewScreen')),
});
