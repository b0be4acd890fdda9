import { useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { assetMutations, attachableScope } from '@/api/assets';
import { releaseOwner } from '@/api/owners';
import { useHttp } from '@/host/PluginContext';
import { AttachAssetsDialog } from '@/records/assets/AttachAssetsDialog';

export interface AttachReleaseAssetsDialogProps {
  releaseId: number;
  show: boolean;
  onClose(): void;
  onAttached(message: string): void;
}

/** The shared attach-assets dialog (950 px), listing the assets not yet on the release. */
export function AttachReleaseAssetsDialog({ releaseId, show, onClose, onAttached }: AttachReleaseAssetsDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const owner = useMemo(() => releaseOwner(releaseId), [releaseId]);
  const attach = useMutation(assetMutations.attach(http, owner));
  const listParams = useMemo(() => attachableScope(owner), [owner]);
  return (
    <AttachAssetsDialog
      show={show}
      onClose={onClose}
      title={t('attach_assets')}
      listParams={listParams}
      onSubmit={(assetIds) => attach.mutateAsync(assetIds)}
      onSuccess={onAttached}
    />
  );
}
