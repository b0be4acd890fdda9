import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { LookupSelectField } from '@/records/lookups/LookupSelectField';
import { RadioGroupField } from '@/ui/form/RadioGroupField';
import type { AnnouncementFormValues } from './schema';

/** Department or organization, and the picker of the one chosen; switching clears both pickers. */
export function RecipientFields() {
  const { t } = useTranslation();
  const { values, setFieldValue, setFieldTouched } = useFormikContext<AnnouncementFormValues>();
  const clearPickers = () => {
    for (const picker of ['department', 'organization'] as const) {
      void setFieldValue(picker, null, false);
      void setFieldTouched(picker, false, false);
    }
  };
  return (
    <>
      <RadioGroupField
        name="option"
        label={t('announcement_recipient')}
        choices={[
          { value: 'department_id', label: t('department') },
          { value: 'organization_id', label: t('organization') },
        ]}
        required
        onChange={clearPickers}
      />
      {values.option === 'department_id' ? (
        <LookupSelectField name="department" label={t('department')} dependency="departments" required />
      ) : (
        <LookupSelectField name="organization" label={t('organization')} dependency="organizations" required />
      )}
    </>
  );
}
