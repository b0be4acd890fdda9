import type { PageDeclaration } from '../../federation/routeDeclaration';

export const VENDOR_ROOT = '/service-desk/vendor';

/** The vendor pages, in the order the area's route table matches them. */
export const vendorPages = {
  list: { pattern: VENDOR_ROOT, title: 'Vendor Index' },
  create: { pattern: `${VENDOR_ROOT}/create`, title: 'New vendor' },
  show: { pattern: `${VENDOR_ROOT}/:id/show`, title: 'Vendor' },
  edit: { pattern: `${VENDOR_ROOT}/:id/edit`, title: 'Edit vendor' },
} satisfies Record<string, PageDeclaration>;
