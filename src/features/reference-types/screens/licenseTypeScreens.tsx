import { licenseTypes } from '@/api/license-types';
import { licenseTypePaths } from '../paths';
import { namedTypeScreens } from './namedTypeScreens';

/** /service-desk/license-type, its create page and {id}/edit: a create returns to the list after 3 seconds. */
export const { List: LicenseTypeListScreen, Form: LicenseTypeFormScreen } = namedTypeScreens({
  prefix: 'license_type',
  resource: licenseTypes,
  paths: licenseTypePaths,
});
