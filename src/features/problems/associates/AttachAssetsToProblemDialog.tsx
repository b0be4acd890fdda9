import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachAssetsDialog } from '../../../ui/AttachAssetsDialog';
import { useAttachAssets } from './hooks';

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
  const attach = useAttachAssets(problemId);
  const listParams = useMemo(() => ({ problem_id: problemId }), [problemId]);
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
