import { useRef } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { sendAnnouncement } from '@/api/announcements';
import { useHttp } from '@/host/PluginContext';
import { RecordForm } from '@/records/RecordForm';
import { RichTextField } from '@/ui/form/RichTextField';
import { TextField } from '@/ui/form/TextField';
import { announcementSettingsPath } from '../paths';
import { RecipientFields } from './RecipientFields';
import {
  announcementSchema,
  announcementSendValues,
  announcementServerFields,
  EMPTY_ANNOUNCEMENT,
  type AnnouncementFormValues,
} from './schema';

const AREA = 'announcement';
const SENT_KEY = ['announcements'] as const;

/** Hands the form's reset to its owner, which clears the form once an announcement is sent. */
function ResetHandle({ handle }: { handle: { current: (() => void) | null } }) {
  const { resetForm } = useFormikContext<AnnouncementFormValues>();
  handle.current = () => resetForm({ values: EMPTY_ANNOUNCEMENT });
  return null;
}

/** Subject, recipients (a department or an organization), the rich-text body; send. */
export function AnnouncementForm() {
  const { t } = useTranslation();
  const http = useHttp();
  const reset = useRef<(() => void) | null>(null);
  return (
    <RecordForm<AnnouncementFormValues>
      area={AREA}
      label={t('announcement')}
      initialValues={EMPTY_ANNOUNCEMENT}
      validationSchema={announcementSchema}
      isEdit
      embedded={false}
      save={async (values) => ({ message: await sendAnnouncement(http, announcementSendValues(values)) })}
      serverFields={announcementServerFields}
      listPath={announcementSettingsPath}
      savedQueryKey={SENT_KEY}
      onSaved={() => reset.current?.()}
      submitLabel={t('announcement_send')}
    >
      <ResetHandle handle={reset} />
      <TextField name="subject" label={t('subject')} required />
      <RecipientFields />
      <RichTextField name="announcement" label={t('description')} required />
    </RecordForm>
  );
}
