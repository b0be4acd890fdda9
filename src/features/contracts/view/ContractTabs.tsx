import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractOwner } from '@/api/owners';
import { RecordActivityLog } from '@/records/activity-log/RecordActivityLog';
import { AttachedAssetsTable } from '@/records/assets/AttachedAssetsTable';
import { TabsCard, type TabItem } from '@/ui/Tabs';
import { assetPaths } from '@/features/assets';
import { ContractHistory } from './ContractHistory';

type TabKey = 'activity' | 'history' | 'assets';

interface ContractTabsProps {
  contractId: number;
  /** The assets tab shows only when the contract has attached assets. */
  hasAssets: boolean;
  /** Given when the user may detach: runs after a detach. */
  onDetached?(): void;
}

/** The contract's tabs: activity log (first), contract history, and its assets when it has any. */
export function ContractTabs({ contractId, hasAssets, onDetached }: ContractTabsProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<TabKey>('activity');
  const keys: TabKey[] = hasAssets ? ['activity', 'history', 'assets'] : ['activity', 'history'];
  const active = keys.includes(selected) ? selected : 'activity';
  const titles: Record<TabKey, string> = {
    activity: t('activity_log'),
    history: t('contract_history'),
    assets: t('associated_assets'),
  };
  const tabs: TabItem[] = keys.map((key) => ({ key, title: titles[key] }));
  const owner = contractOwner(contractId);

  return (
    <TabsCard
      label={t('contract_associates')}
      tabs={tabs}
      activeKey={active}
      onSelect={(key) => setSelected(key as TabKey)}
    >
      {active === 'activity' && <RecordActivityLog owner={owner} />}
      {active === 'history' && <ContractHistory contractId={contractId} />}
      {active === 'assets' && (
        <AttachedAssetsTable owner={owner} area="contract-assets" assetPath={assetPaths.show} onDetached={onDetached} />
      )}
    </TabsCard>
  );
}
