import { nowDbDate } from '../dates';
import { queueMail } from '../outbox/outbox';
import type { Db } from '../types';

export const ANNOUNCEMENT_MAIL_KIND = 'announcement';

export type AnnouncementAudience = { department_id: number } | { organization_id: number };

export interface Announcement {
  subject: string;
  /** Sanitised HTML. */
  body: string;
  audience: AnnouncementAudience;
}

interface Recipient {
  id: number;
  email: string;
}

/** The users of the department or organization the announcement goes to. */
export function announcementRecipients(db: Db, audience: AnnouncementAudience): Recipient[] {
  const [column, id] =
    'department_id' in audience
      ? ['department_id', audience.department_id]
      : ['organization_id', audience.organization_id];
  return db.prepare(`SELECT id, email FROM users WHERE ${column} = ? ORDER BY id`).all(id) as Recipient[];
}

/** What a mail reader shows of the HTML: its text, paragraphs and line breaks kept. */
export function mailText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|tr|blockquote)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Stores the announcement with its recipients and writes one mail per recipient to the outbox,
 * all or nothing. Returns the number of recipients.
 */
export function sendAnnouncement(
  db: Db,
  announcement: Announcement,
  recipients: Recipient[],
  senderId: number,
): number {
  const sentAt = nowDbDate();
  const text = mailText(announcement.body);
  db.transaction(() => {
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO announcements (subject, body, department_id, organization_id, sent_by, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(
        announcement.subject,
        announcement.body,
        'department_id' in announcement.audience ? announcement.audience.department_id : null,
        'organization_id' in announcement.audience ? announcement.audience.organization_id : null,
        senderId,
        sentAt,
      );
    const addRecipient = db.prepare(
      'INSERT INTO announcement_recipients (announcement_id, user_id, email) VALUES (?, ?, ?)',
    );
    for (const recipient of recipients) {
      addRecipient.run(lastInsertRowid, recipient.id, recipient.email);
      queueMail(db, { kind: ANNOUNCEMENT_MAIL_KIND, to: recipient, subject: announcement.subject, body: text }, sentAt);
    }
  })();
  return recipients.length;
}
