import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contractQueries, type ContractThread } from '@/api/contracts';
import { displayDateTime } from '@/format/dates';
import { useHttp } from '@/host/PluginContext';
import { Loader } from '@/ui/Loader';
import { ColumnHeaders } from '@/ui/table/ColumnHeaders';

const nameOf = (person: ContractThread['owner']) => person?.full_name || person?.name || '--';

/** The contract's history (contract-threads): one row per term; a failed load stops the loader quietly. */
export function ContractHistory({ contractId }: { contractId: number }) {
  const { t } = useTranslation();
  const http = useHttp();
  const threads = useQuery(contractQueries.threads(http, contractId));
  if (threads.isPending) return <Loader />;
  const rows = threads.data ?? [];
  if (rows.length === 0) return <p className="text-secondary mb-0">{t('no_data_found')}</p>;
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle" aria-label={t('contract_history')}>
        <ColumnHeaders
          headers={[
            t('contract_history_type'),
            t('contract_start_date'),
            t('contract_end_date'),
            t('contract_cost'),
            t('contract_creator'),
            t('contract_approver'),
            t('created_at'),
          ]}
        />
        <tbody>
          {rows.map((thread, index) => (
            <tr key={thread.id ?? index}>
              <td>
                {thread.type || '--'}
                {thread.current && <span className="badge text-bg-success ms-2">{t('contract_current')}</span>}
                {thread.expired && <span className="badge text-bg-secondary ms-2">{t('contract_expired')}</span>}
              </td>
              <td>{displayDateTime(thread.contract_start_date)}</td>
              <td>{displayDateTime(thread.contract_end_date)}</td>
              <td>{thread.cost ?? '--'}</td>
              <td>{nameOf(thread.owner)}</td>
              <td>{nameOf(thread.approver)}</td>
              <td>{displayDateTime(thread.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
