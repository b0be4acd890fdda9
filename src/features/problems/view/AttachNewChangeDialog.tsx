import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeFormWithCustomFields } from '@/features/changes';
import { DELAY_MS, DIALOG_WIDTH } from '@/ui/constants';
import { Dialog } from '@/ui/Dialog';
import { useTimeout } from '@/ui/hooks/useTimeout';

export interface AttachNewChangeDialogProps {
  problemId: number;
  show: boolean;
  /** Closed without a change created. */
  onClose: () => void;
  /**
   * The created change's dialog is done: called 1 second after the save (or when closed earlier)
   * with the server's message. The view closes the dialog and refreshes itself.
   */
  onCreated: (message: string) => void;
}

/**
 * 'Attach new change' (800 px): the change form, embedded, with the custom fields the form-render call
 * lists, creating a change linked to the problem (problem_id). After a save the form shows the server's message and the dialog closes 1 second later.
 */
export function AttachNewChangeDialog({ problemId, show, onClose, onCreated }: AttachNewChangeDialogProps) {
  const { t } = useTranslation();
  const { schedule, cancel } = useTimeout();
  const created = useRef<string | null>(null);

  const finish = (message: string) => {
    cancel();
    onCreated(message);
  };

  const close = () => {
    if (created.current !== null) finish(created.current);
    else onClose();
  };

  return (
    <Dialog show={show} width={DIALOG_WIDTH.newChange} title={t('attach_new_change')} onClose={close}>
      <ChangeFormWithCustomFields
        embedded
        problemId={problemId}
        onSaved={(message) => {
          created.current = message;
          schedule(() => finish(message), DELAY_MS.newChangeClose);
        }}
      />
    </Dialog>
  );
}

export default AttachNewChangeDialog;
