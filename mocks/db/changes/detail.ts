import { findOwnedAttachment, toAttachmentView, type AttachmentView } from '../records/attachments';
import { readChangeCustomFields, type CustomFieldValue } from './custom-fields';
import { assetRefsOf } from '../records/associations';
import type { RecordBasics } from '../records/owners';
import type { Db } from '../types';
import { jsonObject, personJson, readJsonRow, refJson, type Ref } from '../sql-json';
import { readChangeViewFields, type ChangeViewFields } from './view-fields';
import { CHANGE_REFERENCE_JOINS } from './joins';

/** The Change entity of the specification (section 3), as GET /change/{id} and the problem's change card read it. */
export interface ChangeDetail extends RecordBasics, ChangeViewFields {
  requester: { id: number; full_name: string; email: string };
  status: Ref;
  change_type: Ref;
  agent: { id: number; full_name: string; email: string } | null;
  impact_type: Ref | null;
  location: { id: number; title: string } | null;
  department: Ref | null;
  team: Ref | null;
  priority: Ref | null;
  assets: Ref[];
  attachments: AttachmentView[];
  custom_fields: CustomFieldValue[];
}

type ChangeFields = Omit<ChangeDetail, 'assets' | 'attachments' | 'custom_fields' | keyof ChangeViewFields>;

export function readChange(db: Db, id: number): ChangeDetail | undefined {
  const fields = readJsonRow<ChangeFields>(
    db,
    `SELECT c.id, c.subject, c.identifier, c.description, c.created_at, c.updated_at,
            ${personJson('r', ['full_name', 'email'])} AS requester, ${refJson('s')} AS status,
            ${refJson('ct')} AS change_type, ${personJson('a', ['full_name', 'email'], { nullable: true })} AS agent,
            ${refJson('i', { nullable: true })} AS impact_type,
            ${jsonObject({ id: 'l.id', title: 'l.title' }, 'l.id')} AS location,
            ${refJson('d', { nullable: true })} AS department, ${refJson('t', { nullable: true })} AS team,
            ${refJson('p', { nullable: true })} AS priority
     FROM changes c
     ${CHANGE_REFERENCE_JOINS}
     LEFT JOIN users a ON a.id = c.agent_id
     LEFT JOIN impacts i ON i.id = c.impact_id
     LEFT JOIN locations l ON l.id = c.location_id
     LEFT JOIN teams t ON t.id = c.team_id
     WHERE c.id = ?`,
    ['requester', 'status', 'change_type', 'agent', 'impact_type', 'location', 'department', 'team', 'priority'],
    id,
  );
  if (!fields) return undefined;
  const attachment = findOwnedAttachment(db, { type: 'sd_changes', id });
  return {
    ...fields,
    assets: assetRefsOf(db, 'sd_changes', id),
    attachments: attachment ? [toAttachmentView(attachment)] : [],
    custom_fields: readChangeCustomFields(db, id),
    ...readChangeViewFields(db, id, fields.created_at),
  };
}
