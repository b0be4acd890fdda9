import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { attachableScope } from '@/api/assets';
import { contractMutations, contractQueries, invalidateContract } from '@/api/contracts';
import { contractOwner } from '@/api/owners';
import { usePluginContext } from '@/host/PluginContext';
import { useLogReload } from '@/records/activity-log/useLogReload';
import { AttachAssetsDialog } from '@/records/assets/AttachAssetsDialog';
import { RecordHeaderCard } from '@/records/RecordHeaderCard';
import { RecordUnavailable } from '@/records/RecordUnavailable';
import { useDeletionToList } from '@/records/useDeletionToList';
import { AlertArea } from '@/ui/AlertArea';
import { useAlert } from '@/ui/alerts';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { useDialog } from '@/ui/hooks/useDialog';
import { DecisionDialog } from '../dialogs/DecisionDialog';
import { ReminderDialog } from '../dialogs/ReminderDialog';
import { TermDialog } from '../dialogs/TermDialog';
import { contractPaths } from '../paths';
import { ContractActionBar, type ContractDialogName } from './ContractActionBar';
import { ContractDetails } from './ContractDetails';
import { ContractTabs } from './ContractTabs';

/**
 * The contract page: the details card with the action bar (hidden when the flags cannot be read),
 * the contract-view alerts, the tabs, and the dialogs of the actions.
 */
export function ContractView({ contractId }: { contractId: number }) {
  const { t } = useTranslation();
  const { http } = usePluginContext();
  const contract = useQuery(contractQueries.detail(http, contractId));
  const actions = useQuery(contractQueries.actions(http, contractId));
  const terminate = useMutation(contractMutations.terminate(http, contractId));
  const deletion = useDeletionToList(contractMutations.remove(http), contractPaths.list);
  const attach = useMutation(contractMutations.attachAssets(http, contractId));
  const owner = useMemo(() => contractOwner(contractId), [contractId]);
  const attachScope = useMemo(() => attachableScope(owner), [owner]);
  const reloadLog = useLogReload(owner);
  const queryClient = useQueryClient();
  const { alert, showSuccess, showError, clear } = useAlert();
  const dialog = useDialog<{ name: ContractDialogName }>();
  const shown = dialog.current?.name ?? null;

  if (!contract.data) return <RecordUnavailable record={contract} area="contract-view" />;
  const detail = contract.data;

  const done = (message: string) => {
    dialog.close();
    showSuccess(message);
    reloadLog();
  };
  const confirm = () => {
    if (shown === 'delete') {
      deletion.remove(contractId, {
        onError: showError,
        onSettled: dialog.close,
      });
    } else {
      terminate.mutate(undefined, { onSuccess: done, onError: showError, onSettled: dialog.close });
    }
  };

  return (
    <div className="m-3">
      <AlertArea area="contract-view" alert={alert} onDismiss={clear} />
      <RecordHeaderCard
        id="sd-contract-view"
        subject={detail.name}
        identifier={detail.identifier}
        actions={
          actions.data && (
            <ContractActionBar
              contractId={contractId}
              actions={actions.data}
              onAction={(name) => dialog.show({ name })}
            />
          )
        }
      >
        <ContractDetails contract={detail} />
      </RecordHeaderCard>
      <ContractTabs
        contractId={contractId}
        hasAssets={detail.attach_assets.length > 0}
        onDetached={
          actions.data?.contract_asset_detach
            ? () => {
                reloadLog();
                void invalidateContract(queryClient, contractId);
              }
            : undefined
        }
      />

      <ConfirmDialog
        show={shown === 'delete' || shown === 'terminate'}
        busy={terminate.isPending || deletion.isPending}
        title={shown === 'terminate' ? t('contract_terminate') : undefined}
        message={shown === 'terminate' ? t('contract_terminate_confirm') : undefined}
        confirmLabel={shown === 'terminate' ? t('contract_terminate') : t('delete')}
        onConfirm={confirm}
        onCancel={dialog.close}
      />
      <DecisionDialog
        contractId={contractId}
        decision={shown === 'approve' || shown === 'reject' ? shown : null}
        onClose={dialog.close}
        onDone={done}
      />
      <TermDialog
        contract={detail}
        kind={shown === 'extend' || shown === 'renew' ? shown : null}
        onClose={dialog.close}
        onDone={done}
      />
      <ReminderDialog contract={detail} show={shown === 'reminder'} onClose={dialog.close} onDone={done} />
      <AttachAssetsDialog
        show={shown === 'attach'}
        onClose={dialog.close}
        title={t('attach_assets')}
        listParams={attachScope}
        onSubmit={(assetIds) => attach.mutateAsync(assetIds)}
        onSuccess={done}
      />
    </div>
  );
}
