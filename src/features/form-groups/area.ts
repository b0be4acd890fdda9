import { adminArea } from '../../federation/areaOf';
import { formGroupPages } from './pages';

/** Form groups: the custom fields administrators hang on asset types and change types. */
export const formGroupArea = adminArea({
  id: 'form-groups',
  pages: formGroupPages,
  menu: { menu_asset_form_groups: 'assetList', menu_change_form_groups: 'changeList' },
});
