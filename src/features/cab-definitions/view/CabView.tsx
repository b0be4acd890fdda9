import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cabDefinitionQueries } from '@/api/cab-definitions';
import { cabOwner } from '@/api/owners';
import { useHttp } from '@/host/PluginContext';
import { RecordActivityLog } from '@/records/activity-log/RecordActivityLog';
import { RecordDetails } from '@/records/RecordDetails';
import { RecordHeaderCard } from '@/records/RecordHeaderCard';
import { RecordUnavailable } from '@/records/RecordUnavailable';
import { Link } from '@/ui/Link';
import { TabsCard } from '@/ui/Tabs';
import { cabDefinitionPaths } from '../paths';

/**
 * A CAB definition: a card titled with its name (actions on approve and deny, reminders YES or
 * NO), then its associates card, of which only the activity tab is shown.
 */
export function CabView({ cabId }: { cabId: number }) {
  const { t } = useTranslation();
  const http = useHttp();
  const cab = useQuery(cabDefinitionQueries.detail(http, cabId));
  const [tab, setTab] = useState('activity');

  if (!cab.data) return <RecordUnavailable record={cab} area="cab-view" />;
  const { name, action_on_approve, action_on_deny, send_auto_reminders } = cab.data;

  return (
    <div className="p-3">
      <RecordHeaderCard
        id="sd-cab-view"
        subject={name}
        actions={
          <Link to={cabDefinitionPaths.edit(cabId)} className="btn btn-sm btn-outline-secondary">
            {t('edit')}
          </Link>
        }
      >
        <RecordDetails
          label={t('cab_details')}
          itemClassName="col-md-4 mb-2"
          valueClassName="mb-0"
          fields={[
            [t('cab_action_on_approve'), action_on_approve?.name ?? t('cab_not_set')],
            [t('cab_action_on_deny'), action_on_deny?.name ?? t('cab_not_set')],
            [t('cab_auto_reminders'), t(send_auto_reminders ? 'cab_reminders_yes' : 'cab_reminders_no')],
          ]}
        />
      </RecordHeaderCard>
      <TabsCard
        sectionLabel={t('cab_associates')}
        label={t('cab_tabs')}
        tabs={[{ key: 'activity', title: t('activity_log') }]}
        activeKey={tab}
        onSelect={setTab}
      >
        <RecordActivityLog owner={cabOwner(cabId)} />
      </TabsCard>
    </div>
  );
}
