import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { assetKeys } from '@/api/assets';
import { changeKeys } from '@/api/changes';
import { contractKeys } from '@/api/contracts';
import { permissionKeys, type TicketActions } from '@/api/permissions';
import { DELAY_MS } from '@/ui/constants';
import { Tabs } from '@/ui/Tabs';
import { useTicketActions } from '../hooks';
import { associatesOwner, type AssociateScope } from './associatesOwner';
import { useTicketChangeSignal } from '../useTicketChangeSignal';
import { AssociateAssetsTable } from './AssociateAssetsTable';
import { ContractsTable } from './ContractsTable';
import { TicketChangesTable } from './TicketChangesTable';

export interface TicketAssociatesProps {
  scope: AssociateScope;
  id: number;
  isArchive?: boolean;
  /** The ticket's actions object when the host has it; else it is fetched (tickets only). */
  actions?: Partial<TicketActions> | null;
}

type TabKey = 'assets' | 'changes' | 'contracts';

/**
 * The associates card of a ticket, user or organization: tabs assets, changes (tickets only) and
 * contracts, and a refresh control. A ticket's card reloads 3 seconds after the ticket-changed
 * signal, back on its first tab; so does a card given another record.
 */
export function TicketAssociates({ scope, id, isArchive = false, actions }: TicketAssociatesProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isTicket = scope === 'ticket';
  const [tab, setTab] = useState<TabKey>('assets');
  const fetched = useTicketActions(id, isTicket && !isArchive ? actions : {});
  const allowed = actions ?? fetched.data;

  const reload = () => {
    const owner = associatesOwner(scope, id);
    void queryClient.invalidateQueries({ queryKey: assetKeys.attachedTo(owner) });
    void queryClient.invalidateQueries({ queryKey: changeKeys.ofTicket(id) });
    void queryClient.invalidateQueries({ queryKey: contractKeys.attachedTo(owner) });
    if (isTicket) void queryClient.invalidateQueries({ queryKey: permissionKeys.ticketActions(id) });
  };

  useTicketChangeSignal(
    isTicket ? id : null,
    () => {
      setTab('assets');
      reload();
    },
    DELAY_MS.associatesReload,
  );
  useEffect(() => setTab('assets'), [scope, id]);

  const tabs = [
    { key: 'assets', title: t('assets') },
    ...(isTicket ? [{ key: 'changes', title: t('ts_changes') }] : []),
    { key: 'contracts', title: t('ts_contracts') },
  ];
  const editable = isTicket && !isArchive;

  return (
    <section className="sd-slot-card sd-ticket-associates" aria-label={t('ts_associates')}>
      <div className="d-flex align-items-center justify-content-between gap-2">
        <h2 className="sd-slot-card-title">{t('ts_associates')}</h2>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={reload}>
          {t('ts_refresh_associates')}
        </button>
      </div>
      <div>
        <Tabs label={t('ts_associates')} tabs={tabs} activeKey={tab} onSelect={(key) => setTab(key as TabKey)}>
          {tab === 'assets' && (
            <AssociateAssetsTable
              scope={scope}
              id={id}
              isArchive={isArchive}
              canDetach={editable && Boolean(allowed?.show_detach_asset)}
            />
          )}
          {tab === 'changes' && isTicket && (
            <TicketChangesTable
              ticketId={id}
              isArchive={isArchive}
              canDetach={editable && Boolean(allowed?.detach_change)}
            />
          )}
          {tab === 'contracts' && <ContractsTable scope={scope} id={id} isArchive={isArchive} />}
        </Tabs>
      </div>
    </section>
  );
}
