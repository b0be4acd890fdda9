import type { AxiosInstance } from 'axios';
import { multipartBody } from '../multipartBody';
import { readMessage } from '../responses';
import type { AnnouncementSend } from './types';

export const ANNOUNCEMENT_PATH = '/service-desk/api/announcement';

/** POST announcement (multipart: option, subject, department_id or organization_id, announcement). */
export async function sendAnnouncement(http: AxiosInstance, values: AnnouncementSend): Promise<string> {
  const body = multipartBody({
    option: values.option,
    subject: values.subject,
    [values.option]: values.recipients,
    announcement: values.announcement,
  });
  return readMessage((await http.post(ANNOUNCEMENT_PATH, body)).data);
}
