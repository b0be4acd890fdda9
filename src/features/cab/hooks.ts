import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applyCab,
  changeApprover,
  decideAsApprover,
  decideByLink,
  fetchApprovalChange,
  fetchApprovalStatus,
  removeCabApproval,
  sendReminder,
  setAutoReminders,
  type ApprovalDecision,
  type ApproverChange,
  type ReminderTarget,
} from '../../api/cab';
import { useHttp } from '../../ui/PluginContext';

export const cabKeys = {
  status: (changeId: number) => ['change-cab', changeId] as const,
  approvalChange: (hash: string) => ['change-approval', hash] as const,
};

export function useApprovalStatus(changeId: number) {
  const http = useHttp();
  return useQuery({
    queryKey: cabKeys.status(changeId),
    queryFn: ({ signal }) => fetchApprovalStatus(http, changeId, signal),
  });
}

/** A mutation on a change's CAB approval; a success reloads the approval status. */
function useCabMutation<Input>(changeId: number, call: (input: Input) => Promise<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cabKeys.status(changeId) }),
  });
}

export function useApplyCab(changeId: number) {
  const http = useHttp();
  return useCabMutation(changeId, (workflowId: number) => applyCab(http, changeId, workflowId));
}

export function useDecideAsApprover(changeId: number) {
  const http = useHttp();
  return useCabMutation(changeId, (decision: ApprovalDecision) => decideAsApprover(http, changeId, decision));
}

export function useRemoveCabApproval(changeId: number) {
  const http = useHttp();
  return useCabMutation(changeId, () => removeCabApproval(http, changeId));
}

export function useChangeApprover(changeId: number) {
  const http = useHttp();
  return useCabMutation(changeId, (change: ApproverChange) => changeApprover(http, change));
}

export function useAutoReminders(changeId: number) {
  const http = useHttp();
  return useCabMutation(changeId, ({ boardId, on }: { boardId: number; on: boolean }) =>
    setAutoReminders(http, boardId, on),
  );
}

export function useSendReminder(changeId: number) {
  const http = useHttp();
  return useCabMutation(changeId, (target: ReminderTarget) => sendReminder(http, target));
}

export function useApprovalChange(hash: string) {
  const http = useHttp();
  return useQuery({
    queryKey: cabKeys.approvalChange(hash),
    queryFn: ({ signal }) => fetchApprovalChange(http, hash, signal),
  });
}

export function useDecideByLink(hash: string) {
  const http = useHttp();
  return useMutation({ mutationFn: (decision: ApprovalDecision) => decideByLink(http, hash, decision) });
}
