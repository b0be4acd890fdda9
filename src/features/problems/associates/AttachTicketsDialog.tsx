import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import type { Option } from '@/api/dependencies';
import { ticketMutations } from '@/api/tickets';
import { useHttp } from '@/host/PluginContext';
import { AsyncMultiSelect } from '@/records/lookups/AsyncMultiSelect';
import { AlertArea } from '@/ui/AlertArea';
import { useAlert } from '@/ui/alerts';
import { DIALOG_WIDTH } from '@/ui/constants';
import { ActionDialog } from '@/ui/ActionDialog';

export interface AttachTicketsDialogProps {
  problemId: number;
  show: boolean;
  onClose(): void;
  onAttached(message: string): void;
}

/** Picks tickets that can be linked to the problem; submit stays disabled until one is chosen. */
export default function AttachTicketsDialog({ problemId, show, onClose, onAttached }: AttachTicketsDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const attach = useMutation(ticketMutations.attachToProblem(http, problemId));
  const [tickets, setTickets] = useState<Option[]>([]);
  const { alert, showError, clear } = useAlert();
  // Each opening starts with nothing chosen and no message.
  const [wasShown, setWasShown] = useState(show);
  if (show !== wasShown) {
    setWasShown(show);
    if (show) {
      setTickets([]);
      clear();
    }
  }

  const submit = () => {
    if (tickets.length === 0 || attach.isPending) return;
    clear();
    attach.mutate(
      tickets.map((ticket) => ticket.id),
      {
        onSuccess: (message) => {
          setTickets([]);
          onAttached(message);
        },
        onError: (error) => showError(error),
      },
    );
  };

  return (
    <ActionDialog
      show={show}
      width={DIALOG_WIDTH.assign}
      title={t('attach_tickets')}
      onClose={onClose}
      busy={attach.isPending}
      submitLabel={t('submit')}
      onSubmit={submit}
      disabled={tickets.length === 0}
    >
      <AlertArea area="attach-dialog" alert={alert} onDismiss={clear} />
      <AsyncMultiSelect
        id={`sd-attach-tickets-${problemId}`}
        label={t('tickets')}
        dependency="tickets_based_on_problem"
        lookupParams={{ supplements: problemId }}
        value={tickets}
        onChange={setTickets}
        disabled={attach.isPending}
      />
    </ActionDialog>
  );
}
