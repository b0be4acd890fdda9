import { adminArea } from '../../federation/areaOf';
import { CONTRACT_TYPE_ROOT, LICENSE_TYPE_ROOT, PROCUREMENT_ROOT, referenceTypePages } from './pages';

/** The named types administrators keep for products and contracts: procurement modes, contract and license types. */
export const referenceTypeArea = adminArea({
  id: 'reference-types',
  pages: referenceTypePages,
  menu: [
    { labelKey: 'menu_procurement_modes', label: 'Procurement modes', page: 'procurementList' },
    { labelKey: 'menu_contract_types', label: 'Contract types', page: 'contractTypeList' },
    { labelKey: 'menu_license_types', label: 'License types', page: 'licenseTypeList' },
  ],
  paths: [PROCUREMENT_ROOT, CONTRACT_TYPE_ROOT, LICENSE_TYPE_ROOT],
  load: () => import(/* webpackChunkName: "route-reference-types" */ './routes'),
});
