import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH } from '../../../ui/constants';
import { PickDialog } from '../../../ui/PickDialog';
import { useAttachChange } from './hooks';

interface AttachExistingChangeDialogProps {
  problemId: number;
  show: boolean;
  onClose: () => void;
  onAttached: (message: string) => void;
}

/** Picks one existing change (the 'changes' lookup) and attaches it to the problem. */
export function AttachExistingChangeDialog({ problemId, show, onClose, onAttached }: AttachExistingChangeDialogProps) {
  const { t } = useTranslation();
  const attach = useAttachChange(problemId);
  return (
    <PickDialog
      show={show}
      title={t('attach_existing_change')}
      width={DIALOG_WIDTH.newChange}
      dependency="changes"
      searchLabel={t('search_changes')}
      chooseLabel={t('choose_change')}
      submitLabel={t('attach')}
      area="attach-dialog"
      onClose={onClose}
      onSubmit={([changeId]) => attach.mutateAsync(changeId)}
      onDone={onAttached}
    />
  );
}
