import { adminArea } from '../../federation/areaOf';
import { formGroupPages } from './pages';

/** Form groups: the custom fields administrators hang on asset types and change types. */
export const formGroupArea = adminArea({
  id: 'form-groups',
  pages: formGroupPages,
  menu: [
    { labelKey: 'menu_asset_form_groups', label: 'Asset form groups', page: 'assetList' },
    { labelKey: 'menu_change_form_groups', label: 'Change form groups', page: 'changeList' },
  ],
  load: () => import(/* webpackChunkName: "route-form-groups" */ './routes'),
});
