import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { changeApprovalMutations } from '@/api/change-approvals';
import type { Option } from '@/api/dependencies';
import { useHttp } from '@/host/PluginContext';
import { AsyncMultiSelect } from '@/records/lookups/AsyncMultiSelect';
import { AlertArea } from '@/ui/AlertArea';
import { useAlert } from '@/ui/alerts';
import { DIALOG_WIDTH } from '@/ui/constants';
import { ActionDialog } from '@/ui/ActionDialog';
import { useSingleFlight } from '@/ui/hooks/useSingleFlight';

export interface ApplyCabDialogProps {
  changeId: number;
  show: boolean;
  onClose(): void;
  /** Called with the server's message once the CAB is applied. */
  onApplied(message: string): void;
}

/**
 * Chooses one CAB (the 'cabs' lookup) and applies it to the change. Proceed stays disabled until a
 * CAB is chosen; a failure keeps the dialog open with the server's message.
 */
export function ApplyCabDialog({ changeId, show, onClose, onApplied }: ApplyCabDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const apply = useMutation(changeApprovalMutations.apply(http, changeId));
  const flight = useSingleFlight();
  const [chosen, setChosen] = useState<Option | null>(null);
  const { alert, showError, clear } = useAlert();
  // Each opening starts with nothing chosen and no message.
  const [wasShown, setWasShown] = useState(show);
  if (show !== wasShown) {
    setWasShown(show);
    if (show) {
      setChosen(null);
      clear();
    }
  }

  const proceed = () => {
    if (chosen === null || !flight.start()) return;
    clear();
    apply.mutate(chosen.id, {
      onSettled: () => flight.finish(),
      onSuccess: (message) => {
        setChosen(null);
        onApplied(message);
      },
      onError: showError,
    });
  };

  return (
    <ActionDialog
      show={show}
      width={DIALOG_WIDTH.confirm}
      title={t('cab_apply')}
      onClose={onClose}
      busy={apply.isPending}
      submitLabel={t('cab_proceed')}
      onSubmit={proceed}
      disabled={chosen === null}
    >
      <AlertArea area="apply-cab" alert={alert} onDismiss={clear} />
      <AsyncMultiSelect
        id={`sd-apply-cab-${changeId}`}
        label={t('cab_choose')}
        dependency="cabs"
        value={chosen ? [chosen] : []}
        onChange={(next) => setChosen(next.length > 0 ? next[next.length - 1] : null)}
        disabled={apply.isPending}
      />
    </ActionDialog>
  );
}
