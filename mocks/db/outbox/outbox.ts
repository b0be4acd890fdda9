import { readListPage, type ListSource, type PageQuery } from '../list-query';
import type { OwnerType } from '../records/owners';
import { SqlWhere } from '../sql-where';
import type { Db } from '../types';

export interface OutgoingMail {
  kind: string;
  /** A user (id), or a free-typed address (id null). */
  to: { id: number | null; email: string };
  subject: string;
  body: string;
  about?: { type: OwnerType; id: number };
}

export interface OutboxMail {
  id: number;
  kind: string;
  to_user_id: number | null;
  to_email: string;
  subject: string;
  body: string;
  owner_type: string | null;
  owner_id: number | null;
  created_at: string;
}

/** Writes a mail to the outbox, sent at `sentAt` (a database date). */
export function queueMail(db: Db, mail: OutgoingMail, sentAt: string): void {
  db.prepare(
    `INSERT INTO mail_outbox (kind, to_user_id, to_email, subject, body, owner_type, owner_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    mail.kind,
    mail.to.id,
    mail.to.email,
    mail.subject,
    mail.body,
    mail.about?.type ?? null,
    mail.about?.id ?? null,
    sentAt,
  );
}

export const OUTBOX_SORT_FIELDS = ['id'] as const;
type OutboxSortField = (typeof OUTBOX_SORT_FIELDS)[number];

const OUTBOX: ListSource<OutboxSortField> = {
  from: 'mail_outbox m',
  columns: 'm.id, m.kind, m.to_user_id, m.to_email, m.subject, m.body, m.owner_type, m.owner_id, m.created_at',
  key: 'm.id',
  sorts: { id: 'm.id' },
};

/** A page of the outbox, newest first by default; `kind` keeps one kind of mail. */
export function listOutbox(
  db: Db,
  query: PageQuery<OutboxSortField>,
  kind: string | undefined,
): { mails: OutboxMail[]; total: number } {
  const { rows, total } = readListPage<OutboxMail, OutboxSortField>(db, OUTBOX, query, () => {
    const where = new SqlWhere();
    if (kind !== undefined) where.add('m.kind = ?', kind);
    return where;
  });
  return { mails: rows, total };
}
