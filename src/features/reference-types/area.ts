import { adminArea } from '../../federation/areaOf';
import { referenceTypePages } from './pages';

/** The named types administrators keep for products and contracts: procurement modes, contract and license types. */
export const referenceTypeArea = adminArea({
  id: 'reference-types',
  pages: referenceTypePages,
  menu: {
    menu_procurement_modes: 'procurementList',
    menu_contract_types: { page: 'contractTypeList', label: 'Contract types' },
    menu_license_types: 'licenseTypeList',
  },
});
