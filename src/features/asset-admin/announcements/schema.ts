import * as yup from 'yup';
import type { AnnouncementRecipient, AnnouncementSend } from '@/api/announcements';
import type { Option } from '@/api/dependencies';
import { RECORD_MESSAGES, recordFields } from '@/records/recordSchema';
import { serverFieldMap } from '@/ui/form/serverFieldMap';

export interface AnnouncementFormValues {
  subject: string;
  option: AnnouncementRecipient;
  department: Option | null;
  organization: Option | null;
  /** HTML from the rich-text editor. */
  announcement: string;
}

export const EMPTY_ANNOUNCEMENT: AnnouncementFormValues = {
  subject: '',
  option: 'department_id',
  department: null,
  organization: null,
  announcement: '',
};

/** The picker the recipient type shows. */
export const PICKER_OF = { department_id: 'department', organization_id: 'organization' } as const;

const chosenFor = (option: AnnouncementRecipient) =>
  yup
    .mixed<Option>()
    .nullable()
    .when('option', {
      is: option,
      then: (schema) => schema.test('required', RECORD_MESSAGES.required, (value) => Boolean(value)),
    });

export const announcementSchema = yup.object({
  subject: yup.string().trim().required(RECORD_MESSAGES.required),
  option: yup.string().oneOf(['department_id', 'organization_id']).required(RECORD_MESSAGES.required),
  department: chosenFor('department_id'),
  organization: chosenFor('organization_id'),
  announcement: recordFields.description,
});

export function announcementSendValues(values: AnnouncementFormValues): AnnouncementSend {
  return {
    option: values.option,
    subject: values.subject.trim(),
    recipients: values[PICKER_OF[values.option]] as Option,
    announcement: values.announcement,
  };
}

export const announcementServerFields = serverFieldMap<keyof AnnouncementFormValues>({
  subject: 'subject',
  option: 'option',
  department_id: 'department',
  organization_id: 'organization',
  announcement: 'announcement',
});
