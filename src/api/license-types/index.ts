import { namedTypeResource } from '../named-types';

export type { NamedType as LicenseType } from '../named-types';

/** license-type-list (data.license_types), license-type/{id} (data.license_type), POST and DELETE license-type. */
export const licenseTypes = namedTypeResource('license-types', 'license-type', 'license_types', 'license_type');
