/** What other features may use of the change area. */
export { ChangeForm, type ChangeFormProps } from './form/ChangeForm';
export { ChangeFormWithCustomFields } from './form/ChangeFormWithCustomFields';
export { changePaths } from './paths';
