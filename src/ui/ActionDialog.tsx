import type { ReactNode } from 'react';
import { Dialog, type DialogProps } from './Dialog';
import { DialogActions, type DialogActionsProps } from './DialogActions';

export interface ActionDialogProps
  extends Omit<DialogProps, 'footer' | 'busy'>, Omit<DialogActionsProps, 'busy' | 'onCancel'> {
  /** While the call runs the dialog cannot be dismissed and its buttons are disabled. */
  busy: boolean;
  /** Shown at the start of the footer, before the buttons (e.g. how many are selected). */
  footerStart?: ReactNode;
}

/** A dialog whose footer is cancel (closing it) and one submit; both wait while `busy`. */
export function ActionDialog(props: ActionDialogProps) {
  const { busy, footerStart, submitLabel, onSubmit, form, disabled, danger, ...dialog } = props;
  const actions = { submitLabel, onSubmit, form, disabled, danger };
  return (
    <Dialog
      {...dialog}
      busy={busy}
      footer={
        <>
          {footerStart}
          <DialogActions {...actions} busy={busy} onCancel={dialog.onClose} />
        </>
      }
    />
  );
}
