import type { PageDeclaration } from '../../federation/routeDeclaration';

export const PROCUREMENT_ROOT = '/service-desk/procurement';
export const CONTRACT_TYPE_ROOT = '/service-desk/contract-type';
export const LICENSE_TYPE_ROOT = '/service-desk/license-type';

/** The pages of the three named types, in the order the area's route table matches them. */
export const referenceTypePages = {
  procurementList: { pattern: PROCUREMENT_ROOT, title: 'Procurement modes' },
  procurementCreate: { pattern: `${PROCUREMENT_ROOT}/create`, title: 'New procurement mode' },
  procurementEdit: { pattern: `${PROCUREMENT_ROOT}/:id/edit`, title: 'Edit procurement mode' },
  contractTypeList: { pattern: CONTRACT_TYPE_ROOT, title: 'Contract Types Index' },
  contractTypeCreate: { pattern: `${CONTRACT_TYPE_ROOT}/create`, title: 'New contract type' },
  contractTypeEdit: { pattern: `${CONTRACT_TYPE_ROOT}/:id/edit`, title: 'Edit contract type' },
  licenseTypeList: { pattern: LICENSE_TYPE_ROOT, title: 'License types' },
  licenseTypeCreate: { pattern: `${LICENSE_TYPE_ROOT}/create`, title: 'New license type' },
  licenseTypeEdit: { pattern: `${LICENSE_TYPE_ROOT}/:id/edit`, title: 'Edit license type' },
} satisfies Record<string, PageDeclaration>;
