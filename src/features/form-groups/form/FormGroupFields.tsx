import { useTranslation } from 'react-i18next';
import type { FormGroupCategory } from '@/api/form-groups';
import { LookupSelectField } from '@/records/lookups/LookupSelectField';
import { TextField } from '@/ui/form/TextField';
import { FieldListEditor } from './FieldListEditor';

const TYPE_LOOKUP: Record<FormGroupCategory, string> = { asset: 'asset_types', change: 'change_types' };

/** The form group's fields: its name, the types it applies to and its ordered custom fields. */
export function FormGroupFields({ category }: { category: FormGroupCategory }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField name="name" label={t('name')} required />
      <LookupSelectField
        name="types"
        label={t(`form_group_${category}_types`)}
        dependency={TYPE_LOOKUP[category]}
        multiple
        required
      />
      <FieldListEditor />
    </>
  );
}
