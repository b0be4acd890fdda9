import type { Ref } from 'react';
import { AlertArea } from '../AlertArea';
import type { AlertMessage } from '../alerts';

interface FormAlertProps {
  alert: AlertMessage | null;
  area: string;
  onDismiss?: () => void;
  /** The form focuses this after a save so the message is read out and in view. */
  ref?: Ref<HTMLDivElement>;
}

/** A form's AlertArea in a focusable wrapper. */
export function FormAlert({ alert, area, onDismiss, ref }: FormAlertProps) {
  return (
    <div ref={ref} tabIndex={-1} className="sd-form-alert">
      <AlertArea alert={alert} area={area} onDismiss={onDismiss} />
    </div>
  );
}
