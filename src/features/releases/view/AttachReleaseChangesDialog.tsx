import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { releaseMutations } from '@/api/releases';
import { useHttp } from '@/host/PluginContext';
import { PickDialog } from '@/records/lookups/PickDialog';
import { DIALOG_WIDTH } from '@/ui/constants';

export interface AttachReleaseChangesDialogProps {
  releaseId: number;
  show: boolean;
  onClose(): void;
  onAttached(message: string): void;
}

/** Picks one or more changes to attach to the release; submit stays disabled until one is chosen. */
export function AttachReleaseChangesDialog({ releaseId, show, onClose, onAttached }: AttachReleaseChangesDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const attach = useMutation(releaseMutations.attachChanges(http, releaseId));
  return (
    <PickDialog
      show={show}
      title={t('release_attach_change')}
      width={DIALOG_WIDTH.newChange}
      dependency="changes"
      searchLabel={t('search_changes')}
      chooseLabel={t('choose_change')}
      submitLabel={t('attach')}
      multiple
      area="release-attach-change"
      onClose={onClose}
      onSubmit={(changeIds) => attach.mutateAsync(changeIds)}
      onDone={onAttached}
    />
  );
}
