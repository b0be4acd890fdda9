import type { AreaDeclaration } from '../../federation/routeDeclaration';
import { FORM_GROUP_ROOT, formGroupPages } from './pages';

/** Form groups: the custom fields administrators hang on asset types and change types. */
export const formGroupArea: AreaDeclaration = {
  id: 'form-groups',
  audience: 'admin',
  menu: [
    {
      labelKey: 'menu_asset_form_groups',
      label: 'Asset form groups',
      href: formGroupPages.assetList.pattern,
      section: 'settings',
    },
    {
      labelKey: 'menu_change_form_groups',
      label: 'Change form groups',
      href: formGroupPages.changeList.pattern,
      section: 'settings',
    },
  ],
  application: {
    paths: [FORM_GROUP_ROOT],
    pages: formGroupPages,
    module: './src/features/form-groups/routes',
    load: () => import(/* webpackChunkName: "route-form-groups" */ './routes'),
  },
};
