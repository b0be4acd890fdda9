/** What other areas may use of the named types area. */
export { contractTypePaths, licenseTypePaths, procurementPaths } from './paths';
