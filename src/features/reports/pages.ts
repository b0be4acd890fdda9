import type { PageDeclaration } from '../../federation/routeDeclaration';

export const REPORT_ROOT = '/service-desk/reports';
const ASSET_REPORTS = `${REPORT_ROOT}/assets`;

/** The report pages, in the order the area's route table matches them. */
export const reportPages = {
  hub: { pattern: REPORT_ROOT, title: 'Reports' },
  list: { pattern: ASSET_REPORTS, title: 'Asset reports' },
  create: { pattern: `${ASSET_REPORTS}/create`, title: 'Create asset report' },
  edit: { pattern: `${ASSET_REPORTS}/edit/:id`, title: 'Edit asset report' },
  show: { pattern: `${ASSET_REPORTS}/:id`, title: 'Asset report' },
} satisfies Record<string, PageDeclaration>;
