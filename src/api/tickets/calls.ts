import type { AxiosInstance } from 'axios';
import { encodeFile } from '../attachments/encodeFile';
import { pagingParams, SEARCH_QUERY_PAGING_NAMES, type ListQuery } from '../listParams';
import { readMessage, readPage, type Page } from '../responses';
import type { BulkAction, ChangeTicketRow, TicketLinkType, TicketRow } from './types';

export async function fetchProblemTickets(
  http: AxiosInstance,
  problemId: number,
  query: ListQuery,
  signal?: AbortSignal,
): Promise<Page<TicketRow>> {
  const response = await http.get(`/service-desk/api/problem-tickets/${problemId}`, {
    params: pagingParams(query, SEARCH_QUERY_PAGING_NAMES),
    signal,
  });
  return readPage<TicketRow>(response.data, 'tickets');
}

export async function attachProblemTickets(
  http: AxiosInstance,
  problemId: number,
  ticketIds: number[],
): Promise<string> {
  const response = await http.post(`/service-desk/api/problem-attach-ticket/${problemId}`, { ticket_ids: ticketIds });
  return readMessage(response.data);
}

/** Links a ticket to an existing problem (from the ticket's side). */
export async function attachTicketToProblem(http: AxiosInstance, ticketId: number, problemId: number): Promise<string> {
  const response = await http.post(`/service-desk/api/problem-attach-ticket/${ticketId}/${problemId}`);
  return readMessage(response.data);
}

/** Unlinks a ticket from its problem, from either side. */
export async function detachProblemTicket(http: AxiosInstance, problemId: number, ticketId: number): Promise<string> {
  const response = await http.delete(`/service-desk/api/problem-detach-ticket/${problemId}/${ticketId}`);
  return readMessage(response.data);
}

export async function fetchChangeTickets(
  http: AxiosInstance,
  changeId: number,
  query: ListQuery,
  signal?: AbortSignal,
): Promise<Page<ChangeTicketRow>> {
  const response = await http.get('/service-desk/api/attached-ticket/change', {
    params: { change_id: changeId, ...pagingParams(query, SEARCH_QUERY_PAGING_NAMES) },
    signal,
  });
  return readPage<ChangeTicketRow>(response.data, 'tickets');
}

export async function attachChangeTickets(
  http: AxiosInstance,
  changeId: number,
  ticketIds: number[],
  type: TicketLinkType,
): Promise<string> {
  const response = await http.post('/service-desk/api/attach-ticket/change', {
    change_id: changeId,
    ticket_ids: ticketIds,
    type,
  });
  return readMessage(response.data);
}

export async function detachChangeTicket(
  http: AxiosInstance,
  changeId: number,
  ticketId: number,
  type: TicketLinkType,
): Promise<string> {
  const response = await http.delete('/service-desk/api/detach-ticket/change', {
    params: { ticket_id: ticketId, change_id: changeId, type },
  });
  return readMessage(response.data);
}

export async function runTicketBulkAction(
  http: AxiosInstance,
  ticketIds: number[],
  action: BulkAction,
): Promise<string> {
  // Reply attachments travel in the JSON body, base64 encoded.
  const payload =
    action.type === 'reply'
      ? {
          ...action,
          value: { ...action.value, attachments: await Promise.all(action.value.attachments.map(encodeFile)) },
        }
      : action;
  const response = await http.post('/service-desk/api/problem-bulk-actions', { tickets: ticketIds, action: payload });
  return readMessage(response.data);
}
