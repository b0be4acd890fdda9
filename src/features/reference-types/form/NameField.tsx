import { useTranslation } from 'react-i18next';
import { TextField } from '@/ui/form/TextField';

/** A named type's one field: its name, required (Enter submits the form). */
export function NameField() {
  const { t } = useTranslation();
  return <TextField name="name" label={t('name')} required />;
}
