import { announcementRecipients, sendAnnouncement, type AnnouncementAudience } from '../../db/announcements/send';
import type { Db } from '../../db/types';
import { readFormBody } from '../../http/form-body';
import { checkMaxLength, readReference, readRequiredText, readRichText } from '../../http/form-fields';
import { readString, type RawQuery } from '../../http/query';
import { requestSession } from '../../http/session';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import { Validator } from '../../http/validator';
import type { Routes } from '../deps';
import { requireAdmin } from '../records/reference-record';

const SUBJECT_MAX = 255;
const OPTIONS = ['department_id', 'organization_id'] as const;
const AUDIENCE_LABEL = { department_id: 'department', organization_id: 'organization' } as const;

function readAudience(db: Db, fields: RawQuery, validator: Validator): AnnouncementAudience | undefined {
  const text = readString(fields, 'option', validator);
  const option = OPTIONS.find((choice) => choice === text);
  if (option === undefined) {
    validator.add('option', text === undefined ? 'The option field is required.' : 'The selected option is invalid.');
    return undefined;
  }
  const table = option === 'department_id' ? 'departments' : 'organizations';
  const id = readReference(db, fields, option, AUDIENCE_LABEL[option], { table, required: true }, validator);
  if (typeof id !== 'number') return undefined;
  return option === 'department_id' ? { department_id: id } : { organization_id: id };
}

/**
 * POST announcement (multipart: option, subject, department_id or organization_id, announcement):
 * administrators send the announcement to every user of the department or organization; each
 * gets a mail in the outbox.
 */
export const announcementRoutes: Routes = (app, { db }) => {
  app.post(`${SERVICE_DESK_API}/announcement`, async (request) => {
    requireAdmin(request, 'announcement');
    const { user } = requestSession(request);
    const { fields } = await readFormBody(request);
    const validator = new Validator();
    const subject = readRequiredText(fields, 'subject', 'subject', validator);
    checkMaxLength(subject, 'subject', 'subject', SUBJECT_MAX, validator);
    const audience = readAudience(db, fields, validator);
    const body = readRichText(fields, 'announcement', validator);
    if (body === undefined) validator.add('announcement', 'The announcement field is required.');
    validator.throwIfFailed();
    const recipients = announcementRecipients(db, audience!);
    if (recipients.length === 0) {
      const field = 'department_id' in audience! ? 'department_id' : 'organization_id';
      validator.add(field, `The selected ${AUDIENCE_LABEL[field]} has no users to send the announcement to.`);
      validator.throwIfFailed();
    }
    const count = sendAnnouncement(
      db,
      { subject: subject!.trim(), body: body!, audience: audience! },
      recipients,
      user.id,
    );
    return { message: 'Announcement sent successfully.', data: { recipients: count } };
  });
};
