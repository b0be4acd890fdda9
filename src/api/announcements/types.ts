import type { Option } from '../dependencies/types';

/** Who an announcement goes to: the users of a department (the default) or of an organization. */
export type AnnouncementRecipient = 'department_id' | 'organization_id';

export interface AnnouncementSend {
  option: AnnouncementRecipient;
  subject: string;
  /** The department or organization, as the option says. */
  recipients: Option;
  /** HTML from the rich-text editor. */
  announcement: string;
}
