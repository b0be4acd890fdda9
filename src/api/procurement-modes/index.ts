import { namedTypeResource } from '../named-types';

export type { NamedType as ProcurementMode } from '../named-types';

/** procurement-mode-list (data.procurement_modes), procurement-mode/{id}, POST and DELETE procurement-mode. */
export const procurementModes = namedTypeResource(
  'procurement-modes',
  'procurement-mode',
  'procurement_modes',
  'procurement_mode',
);
