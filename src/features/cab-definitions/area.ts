import { adminArea } from '../../federation/areaOf';
import { cabDefinitionPages } from './pages';

/** The CAB definitions administrators keep: the boards "Apply CAB" copies onto a change. */
export const cabDefinitionArea = adminArea({
  id: 'cab-definitions',
  pages: cabDefinitionPages,
  menu: { menu_cab_definitions: 'list' },
});
