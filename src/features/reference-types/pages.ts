import { pagesOfKind, recordPages } from '../../federation/recordPages';

export const procurementPages = recordPages('/service-desk/procurement', {
  list: 'Procurement modes',
  create: 'New procurement mode',
  edit: 'Edit procurement mode',
});

export const contractTypePages = recordPages('/service-desk/contract-type', {
  list: 'Contract Types Index',
  create: 'New contract type',
  edit: 'Edit contract type',
});

export const licenseTypePages = recordPages('/service-desk/license-type', {
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
