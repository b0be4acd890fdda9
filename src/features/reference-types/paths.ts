import { recordPaths } from '../../federation/recordPaths';
import { contractTypePages, licenseTypePages, procurementPages } from './pages';

/** A named type's list, create page and edit pages. */
export interface NamedTypePaths {
  list: string;
  create: string;
  edit(id: number): string;
}

export const procurementPaths: NamedTypePaths = recordPaths(procurementPages);
export const contractTypePaths: NamedTypePaths = recordPaths(contractTypePages);
export const licenseTypePaths: NamedTypePaths = recordPaths(licenseTypePages);
