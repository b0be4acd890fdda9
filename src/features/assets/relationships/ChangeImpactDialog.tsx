import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { impactQueries } from '@/api/asset-relationships';
import { useHttp } from '@/host/PluginContext';
import { DIALOG_WIDTH } from '@/ui/constants';
import { Dialog } from '@/ui/Dialog';
import { ImpactAnswer } from './ImpactAnswer';

export interface ChangeImpactDialogProps {
  changeId: number;
  onClose(): void;
}

/** "What this change touches": the change's assets and everything that depends on them. */
export default function ChangeImpactDialog({ changeId, onClose }: ChangeImpactDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const impact = useQuery(impactQueries.of(http, { change: changeId }));
  return (
    <Dialog show width={DIALOG_WIDTH.impact} title={t('change_impact_open')} onClose={onClose}>
      <ImpactAnswer impact={impact} area="change-impact" />
    </Dialog>
  );
}
