import { useTranslation } from 'react-i18next';
import { LabelledField, useControlField } from '@/ui/form/LabelledField';

export interface OptionSelectFieldProps {
  name: string;
  label: string;
  options: readonly string[];
  required?: boolean;
}

/** One of a field's own options ('' for none). */
export function OptionSelectField({ name, label, options, required }: OptionSelectFieldProps) {
  const { t } = useTranslation();
  const { field, ids, error, controlProps } = useControlField<string>(name);
  return (
    <LabelledField ids={ids} label={label} error={error}>
      <select {...field} value={field.value ?? ''} {...controlProps('form-select', required)}>
        <option value="">{t('select_placeholder')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}
