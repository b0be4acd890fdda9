import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { assetServiceMutations } from '@/api/assets';
import { useHttp } from '@/host/PluginContext';
import { PickDialog } from '@/records/lookups/PickDialog';
import { DIALOG_WIDTH } from '@/ui/constants';
import type { AssetService } from '../tabs/assetServices';

interface AttachAssetDialogProps {
  assetId: number;
  /** The type of records to pick; null keeps the dialog closed. */
  service: AssetService | null;
  onClose(): void;
  onAttached(message: string): void;
  /** A failed attach: the dialog is to close and the page to say so. */
  onFailed(error: unknown): void;
}

/** Picks records of one type (tickets, problems, changes, releases or contracts) the asset is not attached to yet and attaches it to them. */
export function AttachAssetDialog({ assetId, service, onClose, onAttached, onFailed }: AttachAssetDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const attach = useMutation(assetServiceMutations.attach(http, assetId));
  if (!service) return null;
  return (
    <PickDialog
      key={service.type}
      show
      title={t(service.attachLabel)}
      width={DIALOG_WIDTH.attachAssets}
      dependency={service.dependency}
      lookupParams={{ asset_id: assetId }}
      searchLabel={t(service.searchLabel)}
      chooseLabel={t(service.chooseLabel)}
      submitLabel={t('attach')}
      multiple
      area="attach-dialog"
      onClose={onClose}
      onSubmit={(ids) => attach.mutateAsync({ type: service.type, ids })}
      onDone={onAttached}
      onFailure={onFailed}
    />
  );
}
