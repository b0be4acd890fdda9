import { findOwnedAttachment, toAttachmentView, type AttachmentView } from '../records/attachments';
import { readChangeCustomFields, type CustomFieldValue } from './custom-fields';
import { assetRefsOf } from '../records/associations';
import type { Db } from '../types';
import { fullNameSql } from '../users/users';
import { readChangeViewFields, type ChangeViewFields } from './view-fields';

interface Ref {
  id: number;
  name: string;
}

/** The Change entity of the specification (section 3), as GET /change/{id} and the problem's change card read it. */
export interface ChangeDetail extends ChangeViewFields {
  id: number;
  subject: string;
  identifier: string;
  description: string;
  created_at: string;
  updated_at: string;
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
  status_id: number;
  status_name: string;
  change_type_id: number;
  change_type_name: string;
  agent_id: number | null;
  agent_name: string | null;
  agent_email: string | null;
  impact_id: number | null;
  impact_name: string | null;
  location_id: number | null;
  location_title: string | null;
  department_id: number | null;
  department_name: string | null;
  team_id: number | null;
  team_name: string | null;
  priority_id: number | null;
  priority_name: string | null;
}

function ref(id: number | null, name: string | null): Ref | null {
  return id === null ? null : { id, name: name ?? '' };
}

export function readChange(db: Db, id: number): ChangeDetail | undefined {
  const row = db
    .prepare(
      `SELECT c.id, c.subject, c.identifier, c.description, c.created_at, c.updated_at,
              r.id AS requester_id, ${fullNameSql('r')} AS requester_name, r.email AS requester_email,
              s.id AS status_id, s.name AS status_name,
              ct.id AS change_type_id, ct.name AS change_type_name,
              a.id AS agent_id, ${fullNameSql('a')} AS agent_name, a.email AS agent_email,
              i.id AS impact_id, i.name AS impact_name,
              l.id AS location_id, l.title AS location_title,
              d.id AS department_id, d.name AS department_name,
              t.id AS team_id, t.name AS team_name,
              p.id AS priority_id, p.name AS priority_name
       FROM changes c
       JOIN users r ON r.id = c.requester_id
       JOIN change_statuses s ON s.id = c.status_id
       JOIN change_types ct ON ct.id = c.change_type_id
       LEFT JOIN users a ON a.id = c.agent_id
       LEFT JOIN impacts i ON i.id = c.impact_id
       LEFT JOIN locations l ON l.id = c.location_id
       LEFT JOIN departments d ON d.id = c.department_id
       LEFT JOIN teams t ON t.id = c.team_id
       LEFT JOIN priorities p ON p.id = c.priority_id
       WHERE c.id = ?`,
    )
    .get(id) as FlatRow | undefined;
  if (!row) return undefined;

  const assets = assetRefsOf(db, 'sd_changes', id);
  const attachment = findOwnedAttachment(db, { type: 'sd_changes', id });

  return {
    id: row.id,
    subject: row.subject,
    identifier: row.identifier,
    description: row.description,
    created_at: row.created_at,
    updated_at: row.updated_at,
    requester: { id: row.requester_id, full_name: row.requester_name, email: row.requester_email },
    status: { id: row.status_id, name: row.status_name },
    change_type: { id: row.change_type_id, name: row.change_type_name },
    agent:
      row.agent_id === null
        ? null
        : { id: row.agent_id, full_name: row.agent_name ?? '', email: row.agent_email ?? '' },
    impact_type: ref(row.impact_id, row.impact_name),
    location: row.location_id === null ? null : { id: row.location_id, title: row.location_title ?? '' },
    department: ref(row.department_id, row.department_name),
    team: ref(row.team_id, row.team_name),
    priority: ref(row.priority_id, row.priority_name),
    assets,
    attachments: attachment ? [toAttachmentView(attachment)] : [],
    custom_fields: readChangeCustomFields(db, id),
    ...readChangeViewFields(db, id, row.created_at),
  };
}
