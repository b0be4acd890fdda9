import { useTranslation } from 'react-i18next';
import { SelectField } from '@/ui/form/SelectField';

interface OptionSelectFieldProps {
  name: string;
  label: string;
  /** The server's options (fields, operators, action types), shown by name. */
  options: readonly { id: string; name: string }[];
  onChange?(value: string): void;
}

/** A required select of one of the automation options, starting on "Select". */
export function OptionSelectField({ name, label, options, onChange }: OptionSelectFieldProps) {
  const { t } = useTranslation();
  return (
    <SelectField
      name={name}
      label={label}
      placeholder={t('select_placeholder')}
      choices={options.map((option) => ({ value: option.id, label: option.name }))}
      required
      onChange={onChange}
    />
  );
}
