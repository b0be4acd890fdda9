import type { AreaDeclaration } from './federation/routeDeclaration';
import { assetAdminArea } from './features/asset-admin/area';
import { assetArea } from './features/assets/area';
import { changeApprovalArea } from './features/cab/area';
import { cabDefinitionArea } from './features/cab-definitions/area';
import { changeArea } from './features/changes/area';
import { formGroupArea } from './features/form-groups/area';
import { contractApprovalArea, contractArea } from './features/contracts/area';
import { importArea } from './features/imports/area';
import { problemArea } from './features/problems/area';
import { releaseArea } from './features/releases/area';
import { reportArea } from './features/reports/area';
import { referenceTypeArea } from './features/reference-types/area';
import { vendorArea } from './features/vendors/area';
import { productArea } from './features/products/area';
import { workflowArea } from './features/workflows/area';

/**
 * The route registry: every area, declared once in its folder (`features/<area>/area.ts`). The
 * manifest's routes, page titles and menu (src/plugin.ts) and the webpack exposes
 * (src/exposes.ts) derive from it; adding an area is its folder and one line here.
 */
export const areas: AreaDeclaration[] = [
  problemArea,
  changeArea,
  changeApprovalArea,
  assetAdminArea,
  assetArea,
  cabDefinitionArea,
  releaseArea,
  formGroupArea,
  reportArea,
  contractArea,
  contractApprovalArea,
  importArea,
  workflowArea,
  referenceTypeArea,
  vendorArea,
  productArea,
];
