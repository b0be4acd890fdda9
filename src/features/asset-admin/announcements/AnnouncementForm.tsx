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

/** Subject, recipients (a department or an organization), the rich-text body; send, then an empty form. */
export function AnnouncementForm() {
  const { t } = useTranslation();
  const http = useHttp();
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
      onSaved={() => undefined}
      resetAfterSave
      submitLabel={t('announcement_send')}
    >
      <TextField name="subject" label={t('subject')} required />
      <RecipientFields />
      <RichTextField name="announcement" label={t('description')} required />
    </RecordForm>
  );
}
