import type { TicketActions } from '@/api/permissions';
import { TicketActionBar } from '@/features/ticket-slots/actions/TicketActionBar';
import { createSlotParcel, flagProp, numberProp } from '@/federation/createSlotParcel';

export const { bootstrap, mount, unmount, update } = createSlotParcel(TicketActionBar, (props) => ({
  ticketId: numberProp(props.ticketId),
  subject: typeof props.subject === 'string' ? props.subject : undefined,
  actions: (props.actions as Partial<TicketActions> | undefined) ?? undefined,
  isArchive: flagProp(props.isArchive),
}));
