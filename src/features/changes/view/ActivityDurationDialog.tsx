import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertArea } from '@/ui/AlertArea';
import { useDialogSubmit } from '@/ui/hooks/useDialogSubmit';
import { DIALOG_WIDTH } from '@/ui/constants';
import { ActionDialog } from '@/ui/ActionDialog';
import { useDurationText } from './ChangeInfoGrid';

export const DURATION_REQUIRED = 'This field is required.';
export const DURATION_WHOLE_MINUTES = 'Enter a whole number of minutes.';

interface ActivityDurationDialogProps {
  show: boolean;
  /** The current total, in minutes. */
  current: number | null;
  onClose(): void;
  onSubmit(minutes: number): Promise<string>;
  onDone(message: string): void;
}

/** Updates the change's total activity duration: a required time value, in minutes. */
export function ActivityDurationDialog({ show, current, onClose, onSubmit, onDone }: ActivityDurationDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const durationText = useDurationText();
  const [value, setValue] = useState('');
  /** The browser holds text it cannot read as a number (e.g. "1e"): its value is then empty. */
  const [unreadable, setUnreadable] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { busy, failure, clearFailure, run } = useDialogSubmit();

  const close = () => {
    if (busy) return;
    setValue('');
    setError(null);
    clearFailure();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const text = value.trim();
    const problem = text === '' && !unreadable ? DURATION_REQUIRED : /^\d+$/.test(text) ? null : DURATION_WHOLE_MINUTES;
    setError(problem);
    if (problem) return;
    await run(
      () => onSubmit(Number(text)),
      (message) => {
        setValue('');
        onDone(message);
      },
    );
  };

  return (
    <ActionDialog
      show={show}
      width={DIALOG_WIDTH.confirm}
      title={t('change_update_activity_duration')}
      onClose={close}
      busy={busy}
      submitLabel={t('update')}
      form={`${id}-form`}
    >
      <form id={`${id}-form`} onSubmit={(event) => void submit(event)} noValidate>
        <AlertArea area="change-duration" alert={failure} />
        <p>
          {t('change_total_activity_duration')}: {current === null ? '--' : durationText(current)}
        </p>
        <label htmlFor={`${id}-minutes`} className="form-label">
          {t('change_duration_minutes')}
        </label>
        <input
          id={`${id}-minutes`}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          required
          className={`form-control${error ? ' is-invalid' : ''}`}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setUnreadable(Boolean(event.target.validity?.badInput));
          }}
        />
        {error && (
          <div id={`${id}-error`} className="invalid-feedback">
            {error}
          </div>
        )}
      </form>
    </ActionDialog>
  );
}
