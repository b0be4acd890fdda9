import { useTranslation } from 'react-i18next';
import { ProblemForm } from '@/features/problems';
import { DIALOG_WIDTH } from '@/ui/constants';
import { Dialog } from '@/ui/Dialog';

export interface NewProblemDialogProps {
  ticketId: number;
  /** The ticket's subject: the new problem starts with it. */
  ticketSubject?: string;
  show: boolean;
  onClose(): void;
  onCreated(message: string): void;
}

/** 'Attach new problem' (850 px): the problem form, embedded, creating a problem linked to the ticket. */
export function NewProblemDialog({ ticketId, ticketSubject, show, onClose, onCreated }: NewProblemDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog show={show} width={DIALOG_WIDTH.form} title={t('ts_attach_new_problem')} onClose={onClose}>
      {show && (
        <ProblemForm
          embedded
          ticketId={ticketId}
          initialSubject={ticketSubject}
          onSaved={(message) => onCreated(message)}
        />
      )}
    </Dialog>
  );
}
