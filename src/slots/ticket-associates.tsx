import type { TicketActions } from '@/api/permissions';
import type { AssociateScope } from '@/features/ticket-slots/associates/associatesOwner';
import { TicketAssociates } from '@/features/ticket-slots/associates/TicketAssociates';
import { createSlotParcel, flagProp, numberProp } from '@/federation/createSlotParcel';

const SCOPES: AssociateScope[] = ['ticket', 'user', 'organization'];

export const { bootstrap, mount, unmount, update } = createSlotParcel(TicketAssociates, (props) => ({
  scope: SCOPES.includes(props.scope as AssociateScope) ? (props.scope as AssociateScope) : 'ticket',
  id: numberProp(props.id),
  isArchive: flagProp(props.isArchive),
  actions: (props.actions as Partial<TicketActions> | undefined) ?? undefined,
}));
