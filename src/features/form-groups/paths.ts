import type { FormGroupCategory } from '@/api/form-groups';
import { pathTo } from '../../federation/pathTo';
import { formGroupPages as pages } from './pages';

/** The list, create and edit paths of a category's form groups. */
export const formGroupPaths: Record<FormGroupCategory, { list: string; create: string; edit: (id: number) => string }> =
  {
    asset: {
      list: pages.assetList.pattern,
      create: pages.assetCreate.pattern,
      edit: (id) => pathTo(pages.assetEdit.pattern, { id }),
    },
    change: {
      list: pages.changeList.pattern,
      create: pages.changeCreate.pattern,
      edit: (id) => pathTo(pages.changeEdit.pattern, { id }),
    },
  };
