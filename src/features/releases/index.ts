/** What other areas may use of the release area. */
export { ReleaseForm, type ReleaseFormProps } from './form/ReleaseForm';
export { releasePaths } from './paths';
