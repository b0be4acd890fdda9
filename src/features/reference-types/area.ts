import type { AreaDeclaration } from '../../federation/routeDeclaration';
import { CONTRACT_TYPE_ROOT, LICENSE_TYPE_ROOT, PROCUREMENT_ROOT, referenceTypePages } from './pages';

/** The named types administrators keep for products and contracts: procurement modes, contract and license types. */
export const referenceTypeArea: AreaDeclaration = {
  id: 'reference-types',
  audience: 'admin',
  menu: [
    { labelKey: 'menu_procurement_modes', label: 'Procurement modes', href: PROCUREMENT_ROOT, section: 'settings' },
    { labelKey: 'menu_contract_types', label: 'Contract types', href: CONTRACT_TYPE_ROOT, section: 'settings' },
    { labelKey: 'menu_license_types', label: 'License types', href: LICENSE_TYPE_ROOT, section: 'settings' },
  ],
  application: {
    paths: [PROCUREMENT_ROOT, CONTRACT_TYPE_ROOT, LICENSE_TYPE_ROOT],
    pages: referenceTypePages,
    module: './src/features/reference-types/routes',
    load: () => import(/* webpackChunkName: "route-reference-types" */ './routes'),
  },
};
