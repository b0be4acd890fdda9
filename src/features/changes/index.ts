/** What other features may use of the change area. */
export { ChangeForm, type ChangeFormProps } from './form/ChangeForm';
export { changePaths } from './paths';
