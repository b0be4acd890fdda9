import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { problemMutations } from '@/api/problems';
import { useHttp } from '@/host/PluginContext';
import { PickChangeDialog } from '@/records/lookups/PickChangeDialog';

interface AttachExistingChangeDialogProps {
  problemId: number;
  show: boolean;
  onClose: () => void;
  onAttached: (message: string) => void;
}

/** Picks one existing change (the 'changes' lookup) and attaches it to the problem. */
export function AttachExistingChangeDialog({ problemId, show, onClose, onAttached }: AttachExistingChangeDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const attach = useMutation(problemMutations.attachChange(http, problemId));
  return (
    <PickChangeDialog
      show={show}
      title={t('attach_existing_change')}
      dependency="changes"
      onClose={onClose}
      onSubmit={(changeId) => attach.mutateAsync(changeId)}
      onDone={onAttached}
    />
  );
}
