import { procurementModes } from '@/api/procurement-modes';
import { procurementPaths } from '../paths';
import { namedTypeScreens } from './namedTypeScreens';

/** /service-desk/procurement, its create page and {id}/edit: a create returns to the list after 3 seconds. */
export const { List: ProcurementListScreen, Form: ProcurementFormScreen } = namedTypeScreens({
  prefix: 'procurement',
  resource: procurementModes,
  paths: procurementPaths,
});
