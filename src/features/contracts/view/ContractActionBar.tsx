import { useTranslation } from 'react-i18next';
import type { ContractActions } from '@/api/contracts';
import { Link } from '@/ui/Link';
import { contractPaths } from '../paths';

/** The actions a button opens. */
export type ContractDialogName =
  'approve' | 'reject' | 'terminate' | 'extend' | 'renew' | 'reminder' | 'attach' | 'delete';

/** Each action with the flag that allows it (contract_approve gives both approve and reject). */
const BUTTONS: [ContractDialogName, keyof ContractActions, string][] = [
  ['approve', 'contract_approve', 'contract_approve'],
  ['reject', 'contract_approve', 'contract_reject'],
  ['terminate', 'contract_terminate', 'contract_terminate'],
  ['extend', 'contract_extend', 'contract_extend'],
  ['renew', 'contract_renew', 'contract_renew'],
  ['reminder', 'contract_expiry_reminder', 'contract_expiry_reminder'],
  ['attach', 'contract_asset_attach', 'attach_assets'],
];

interface ContractActionBarProps {
  contractId: number;
  actions: ContractActions;
  onAction(name: ContractDialogName): void;
}

/** The contract's action bar, each button only when the server's flag allows it. */
export function ContractActionBar({ contractId, actions, onAction }: ContractActionBarProps) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap gap-2" role="group" aria-label={t('actions')}>
      {BUTTONS.filter(([, flag]) => actions[flag]).map(([name, , label]) => (
        <button key={name} type="button" className="btn btn-sm btn-outline-secondary" onClick={() => onAction(name)}>
          {t(label)}
        </button>
      ))}
      {actions.contract_edit && (
        <Link to={contractPaths.edit(contractId)} className="btn btn-sm btn-outline-secondary">
          {t('edit')}
        </Link>
      )}
      {actions.contract_delete && (
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => onAction('delete')}>
          {t('delete')}
        </button>
      )}
    </div>
  );
}
