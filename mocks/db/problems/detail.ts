import { findOwnedAttachment, toAttachmentView, type AttachmentView } from '../records/attachments';
import { readChange, type ChangeDetail } from '../changes/detail';
import { assetRefsOf } from '../records/associations';
import type { RecordBasics } from '../records/owners';
import type { Db } from '../types';
import { personJson, readJsonRow, refJson, type Ref } from '../sql-json';

/** The attached change: the whole Change entity (the view's change card reads its created_at, status,
 * requester, subject, change_type, impact_type, location, department, team and priority). */
export type ProblemChange = ChangeDetail;

/** The problem's own fields, with its references as objects (the form's ids keep their names). */
interface ProblemFields extends RecordBasics {
  requester_id: { id: number; full_name: string; name: string; email: string };
  department_id: Ref;
  impact_id: Ref;
  status_type_id: Ref;
  priority_id: Ref;
  location_id: Ref | null;
  assigned_id: { id: number; name: string; full_name: string } | null;
}

export interface ProblemDetail extends ProblemFields {
  assets: Ref[];
  attachment: AttachmentView | null;
  /** The spec's shape: the change, or an empty array when there is none. */
  change: ProblemChange | [];
  active: '1' | '0';
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

const DETAIL_JSON = [
  'requester_id',
  'department_id',
  'impact_id',
  'status_type_id',
  'priority_id',
  'location_id',
  'assigned_id',
];

export function readProblem(db: Db, id: number): ProblemDetail | undefined {
  const row = readJsonRow<ProblemFields & { change_id: number | null; status_purpose: string }>(
    db,
    `SELECT p.id, p.subject, p.identifier, p.description, p.created_at, p.updated_at,
            ${personJson('r', ['full_name', 'name', 'email'])} AS requester_id,
            ${refJson('d')} AS department_id, ${refJson('i')} AS impact_id, ${refJson('s')} AS status_type_id,
            ${refJson('pr')} AS priority_id, ${refJson('l', { label: 'title', nullable: true })} AS location_id,
            ${personJson('a', ['name', 'full_name'], { nullable: true })} AS assigned_id,
            p.change_id, s.purpose AS status_purpose
     FROM problems p
     JOIN users r ON r.id = p.requester_id
     JOIN departments d ON d.id = p.department_id
     JOIN impacts i ON i.id = p.impact_id
     JOIN statuses s ON s.id = p.status_type_id
     JOIN priorities pr ON pr.id = p.priority_id
     LEFT JOIN locations l ON l.id = p.location_id
     LEFT JOIN users a ON a.id = p.assigned_id
     WHERE p.id = ?`,
    DETAIL_JSON,
    id,
  );
  if (!row) return undefined;
  const { change_id: changeId, status_purpose: purpose, ...fields } = row;
  const attachment = findOwnedAttachment(db, { type: 'sd_problem', id });
  return {
    ...fields,
    assets: assetRefsOf(db, 'sd_problem', id),
    attachment: attachment ? toAttachmentView(attachment) : null,
    change: (changeId === null ? undefined : readChange(db, changeId)) ?? [],
    active: purpose === 'open' ? '1' : '0',
  };
}
