import { useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { assetMutations, attachableScope } from '@/api/assets';
import { problemOwner } from '@/api/owners';
import { useHttp } from '@/host/PluginContext';
import { AttachAssetsDialog } from '@/records/assets/AttachAssetsDialog';

export interface AttachAssetsToProblemDialogProps {
  problemId: number;
  show: boolean;
  onClose(): void;
  onAttached(message: string): void;
}

/** The shared attach-assets dialog, listing the assets not yet on the problem and attaching to it. */
export default function AttachAssetsToProblemDialog({
  problemId,
  show,
  onClose,
  onAttached,
}: AttachAssetsToProblemDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const owner = useMemo(() => problemOwner(problemId), [problemId]);
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
