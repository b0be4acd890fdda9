import { useTranslation } from 'react-i18next';
import { FORM_GROUP_FIELD_TYPES } from '@/api/form-groups';
import { LabelledField, useControlField } from '@/ui/form/LabelledField';

/** The kind of a field: text, textarea, number, email, date, select, radio or checkbox. */
export function FieldTypeSelect({ name }: { name: string }) {
  const { t } = useTranslation();
  const { field, ids, error, controlProps } = useControlField<string>(name);
  return (
    <LabelledField ids={ids} label={t('form_group_field_type')} error={error}>
      <select {...field} {...controlProps('form-select', true)}>
        {FORM_GROUP_FIELD_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`form_group_type_${type}`)}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
