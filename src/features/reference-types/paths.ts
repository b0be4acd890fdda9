import { pathTo } from '../../federation/pathTo';
import { referenceTypePages as pages } from './pages';

/** A named type's list, create page and edit pages. */
export interface NamedTypePaths {
  list: string;
  create: string;
  edit(id: number): string;
}

export const procurementPaths: NamedTypePaths = {
  list: pages.procurementList.pattern,
  create: pages.procurementCreate.pattern,
  edit: (id) => pathTo(pages.procurementEdit.pattern, { id }),
};

export const contractTypePaths: NamedTypePaths = {
  list: pages.contractTypeList.pattern,
  create: pages.contractTypeCreate.pattern,
  edit: (id) => pathTo(pages.contractTypeEdit.pattern, { id }),
};

export const licenseTypePaths: NamedTypePaths = {
  list: pages.licenseTypeList.pattern,
  create: pages.licenseTypeCreate.pattern,
  edit: (id) => pathTo(pages.licenseTypeEdit.pattern, { id }),
};
