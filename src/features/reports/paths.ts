import { recordPaths } from '../../federation/recordPaths';
import { reportPages } from './pages';

export const reportPaths = { hub: reportPages.hub.pattern, ...recordPaths(reportPages) };
