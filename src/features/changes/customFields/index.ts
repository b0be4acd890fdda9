/** What the change view shows of a change's custom fields. */
export { ChangeCustomFieldValues, type ChangeCustomFieldValuesProps } from './ChangeCustomFieldValues';
export { ChangeTypePropertiesCard, type ChangeTypePropertiesCardProps } from './ChangeTypePropertiesCard';
export { displayCustomFieldValue } from './displayValue';
export type { ChangeCustomField } from '@/api/changes';
