import { recordPages } from '../../federation/recordPages';

const REPORT_ROOT = '/service-desk/reports';

/** The report pages, in the order the area's route table matches them: the hub, then the asset reports. */
export const reportPages = {
  hub: { pattern: REPORT_ROOT, title: 'Reports' },
  ...recordPages(
    `${REPORT_ROOT}/assets`,
    { list: 'Asset reports', create: 'Create asset report', edit: 'Edit asset report', show: 'Asset report' },
    { edit: '/edit/:id', show: '/:id' },
  ),
};
