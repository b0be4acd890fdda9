import type { TicketProblem } from '@/api/problems';
import { TicketProblemRow } from '@/features/ticket-slots/problem-row/TicketProblemRow';
import { createSlotParcel, numberProp } from '@/federation/createSlotParcel';

export const { bootstrap, mount, unmount, update } = createSlotParcel(TicketProblemRow, (props) => ({
  ticketId: numberProp(props.ticketId),
  problem: props.problem as TicketProblem | null | undefined,
}));
