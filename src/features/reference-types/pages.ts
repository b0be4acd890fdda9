import { pagesOfKind, recordPages } from '../../federation/recordPages';

export const PROCUREMENT_ROOT = '/service-desk/procurement';
export const CONTRACT_TYPE_ROOT = '/service-desk/contract-type';
export const LICENSE_TYPE_ROOT = '/service-desk/license-type';

export const procurementPages = recordPages(PROCUREMENT_ROOT, {
  list: 'Procurement modes',
  create: 'New procurement mode',
  edit: 'Edit procurement mode',
});

export const contractTypePages = recordPages(CONTRACT_TYPE_ROOT, {
  list: 'Contract Types Index',
  create: 'New contract type',
  edit: 'Edit contract type',
});

export const licenseTypePages = recordPages(LICENSE_TYPE_ROOT, {
  list: 'License types',
  create: 'New license type',
  edit: 'Edit license type',
});

/** The pages of the three named types, in the order the area's route table matches them. */
export const referenceTypePages = {
  ...pagesOfKind('procurement', procurementPages),
  ...pagesOfKind('contractType', contractTypePages),
  ...pagesOfKind('licenseType', licenseTypePages),
};
