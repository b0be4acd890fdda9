import { findOwnedAttachment, toAttachmentView, type AttachmentView } from '../records/attachments';
import { readChange, type ChangeDetail } from '../changes/detail';
import { assetRefsOf } from '../records/associations';
import type { Db } from '../types';
import { fullNameSql } from '../users/users';

interface Ref {
  id: number;
  name: string;
}

/** The attached change: the whole Change entity (the view's change card reads its created_at, status,
 * requester, subject, change_type, impact_type, location, department, team and priority). */
export type ProblemChange = ChangeDetail;

export interface ProblemDetail {
  id: number;
  subject: string;
  identifier: string;
  description: string;
  created_at: string;
  updated_at: string;
  requester_id: { id: number; full_name: string; name: string; email: string };
  department_id: Ref;
  impact_id: Ref;
  status_type_id: Ref;
  priority_id: Ref;
  location_id: Ref | null;
  assigned_id: { id: number; name: string; full_name: string } | null;
  assets: Ref[];
  attachment: AttachmentView | null;
  /** The spec's shape: the change, or an empty array when there is none. */
  change: ProblemChange | [];
  active: '1' | '0';
}

interface FlatRow {
  id: number;
  subject: string;
  identifier: string;
  description: string;
  created_at: string;
  updated_at: string;
  requester_id: number;
  requester_name: string;
  requester_email: string;
  department_id: number;
  department_name: string;
  impact_id: number;
  impact_name: string;
  status_id: number;
  status_name: string;
  status_purpose: string;
  priority_id: number;
  priority_name: string;
  location_id: number | null;
  location_name: string | null;
  assigned_id: number | null;
  assigned_name: string | null;
  change_id: number | null;
}

/** The state the action flags and the close call depend on. */
export interface ProblemState {
  id: number;
  identifier: string;
  change_id: number | null;
  status_purpose: string;
}

export function findProblemState(db: Db, id: number): ProblemState | undefined {
  return db
    .prepare(
      `SELECT p.id, p.identifier, p.change_id, s.purpose AS status_purpose
       FROM problems p JOIN statuses s ON s.id = p.status_type_id WHERE p.id = ?`,
    )
    .get(id) as ProblemState | undefined;
}

export function readProblem(db: Db, id: number): ProblemDetail | undefined {
  const row = db
    .prepare(
      `SELECT p.id, p.subject, p.identifier, p.description, p.created_at, p.updated_at, p.change_id,
              r.id AS requester_id, ${fullNameSql('r')} AS requester_name, r.email AS requester_email,
              d.id AS department_id, d.name AS department_name,
              i.id AS impact_id, i.name AS impact_name,
              s.id AS status_id, s.name AS status_name, s.purpose AS status_purpose,
              pr.id AS priority_id, pr.name AS priority_name,
              l.id AS location_id, l.title AS location_name,
              a.id AS assigned_id, ${fullNameSql('a')} AS assigned_name
       FROM problems p
       JOIN users r ON r.id = p.requester_id
       JOIN departments d ON d.id = p.department_id
       JOIN impacts i ON i.id = p.impact_id
       JOIN statuses s ON s.id = p.status_type_id
       JOIN priorities pr ON pr.id = p.priority_id
       LEFT JOIN locations l ON l.id = p.location_id
       LEFT JOIN users a ON a.id = p.assigned_id
       WHERE p.id = ?`,
    )
    .get(id) as FlatRow | undefined;
  if (!row) return undefined;

  const assets = assetRefsOf(db, 'sd_problem', id);
  const change = row.change_id === null ? undefined : readChange(db, row.change_id);
  const attachment = findOwnedAttachment(db, { type: 'sd_problem', id });

  return {
    id: row.id,
    subject: row.subject,
    identifier: row.identifier,
    description: row.description,
    created_at: row.created_at,
    updated_at: row.updated_at,
    requester_id: {
      id: row.requester_id,
      full_name: row.requester_name,
      name: row.requester_name,
      email: row.requester_email,
    },
    department_id: { id: row.department_id, name: row.department_name },
    impact_id: { id: row.impact_id, name: row.impact_name },
    status_type_id: { id: row.status_id, name: row.status_name },
    priority_id: { id: row.priority_id, name: row.priority_name },
    location_id: row.location_id === null ? null : { id: row.location_id, name: row.location_name ?? '' },
    assigned_id:
      row.assigned_id === null
        ? null
        : { id: row.assigned_id, name: row.assigned_name ?? '', full_name: row.assigned_name ?? '' },
    assets,
    attachment: attachment ? toAttachmentView(attachment) : null,
    change: change ?? [],
    active: row.status_purpose === 'open' ? '1' : '0',
  };
}
