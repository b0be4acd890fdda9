/** What other areas may use of the import area. */
export { importPaths } from './paths';
