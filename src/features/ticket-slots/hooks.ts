import { useQuery, useQueryClient } from '@tanstack/react-query';
import { permissionKeys, permissionQueries, type TicketActions } from '@/api/permissions';
import { problemKeys, problemQueries, type TicketProblem } from '@/api/problems';
import { useHttp } from '@/host/PluginContext';

/** The actions object: the host's when it passed one, else fetched for the signed-in user. */
export function useTicketActions(ticketId: number, given?: Partial<TicketActions> | null) {
  const http = useHttp();
  return useQuery({ ...permissionQueries.ticketActions(http, ticketId), enabled: !given });
}

/** The ticket's problem: the host's when it passed one, else read from the problem list. */
export function useTicketProblem(ticketId: number, given?: TicketProblem | null) {
  const http = useHttp();
  return useQuery({ ...problemQueries.ofTicket(http, ticketId), enabled: given === undefined });
}

/**
 * Everything one ticket's slots read, to refetch after the ticket changed. The slots share one
 * cache and each listens to the signal: a refetch already running is kept, not sent again.
 */
export function useRefreshTicket(ticketId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: permissionKeys.ticketActions(ticketId) }, { cancelRefetch: false });
    void queryClient.invalidateQueries({ queryKey: problemKeys.ofTicket(ticketId) }, { cancelRefetch: false });
  };
}
