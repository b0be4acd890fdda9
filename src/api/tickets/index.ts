export type { AssigneeType, BulkAction, ChangeTicketRow, TicketLinkType, TicketRow } from './types';
export {
  attachChangeTickets,
  attachProblemTickets,
  attachTicketToProblem,
  detachChangeTicket,
  detachProblemTicket,
  fetchChangeTickets,
  fetchProblemTickets,
  runTicketBulkAction,
} from './calls';
export { ticketKeys, ticketMutations, ticketQueries } from './queries';
