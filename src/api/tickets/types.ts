/** How a ticket is linked to a change: it started the change (initiating) or came of it (initiated). */
export type TicketLinkType = 'initiating' | 'initiated';

/** A ticket attached to a problem or a change. */
export interface TicketRow {
  id: number;
  ticket_number: string;
  subject: string;
  assignedTo?: { id: number; full_name: string } | null;
  assignedTeam?: { id: number; name: string } | null;
  assigned?: { full_name: string } | null;
}

/** A ticket attached to a change, with how it is linked. */
export interface ChangeTicketRow extends TicketRow {
  type: TicketLinkType;
}

export type AssigneeType = 'agents' | 'teams' | 'assign_to_me';

/** One bulk action on tickets; the value is what the server expects for the type. */
export type BulkAction =
  | { type: 'status'; value: number }
  | { type: 'priority'; value: number }
  | { type: 'assign'; value: { assigneeType: AssigneeType; assigneeInfo: number } }
  | { type: 'reply'; value: { text: string; attachments: File[] } };
