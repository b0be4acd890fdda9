import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/ui/form';
import type { useCabSubmit } from './useCabSubmit';

interface CabDialogActionsProps {
  /** The dialog's sending state: cancel waits while it is busy, the submit after a success. */
  state: Pick<ReturnType<typeof useCabSubmit>, 'busy' | 'sending' | 'done' | 'close'>;
  submitLabel: string;
}

/** Cancel and the submit that says it is sending, at the foot of a CAB dialog's form. */
export function CabDialogActions({ state, submitLabel }: CabDialogActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="d-flex justify-content-end gap-2">
      <button type="button" className="btn btn-outline-secondary" onClick={state.close} disabled={state.busy}>
        {t('cancel')}
      </button>
      <SubmitButton busy={state.sending} disabled={state.done} busyLabel={t('cab_sending')}>
        {submitLabel}
      </SubmitButton>
    </div>
  );
}
