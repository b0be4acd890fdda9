import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { RadioGroupField } from '@/ui/form/RadioGroupField';
import { REMINDER_INTERVALS, type CabFormValues } from './schema';

/** Send automatic reminders yes / no and, when yes, the required interval in hours. */
export function ReminderFields() {
  const { t } = useTranslation();
  const { values } = useFormikContext<CabFormValues>();
  return (
    <>
      <RadioGroupField
        name="send_auto_reminders"
        label={t('cab_send_auto_reminders')}
        choices={[
          { value: 'yes', label: t('cab_yes') },
          { value: 'no', label: t('cab_no') },
        ]}
      />
      {values.send_auto_reminders === 'yes' && (
        <RadioGroupField
          name="reminder_interval"
          label={t('cab_reminder_interval')}
          required
          choices={REMINDER_INTERVALS.map((hours) => ({
            value: hours,
            label: t('cab_hours', { count: Number(hours) }),
          }))}
        />
      )}
    </>
  );
}
