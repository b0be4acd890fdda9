import type { MouseEvent, ReactNode } from 'react';

interface SubmitButtonProps {
  busy: boolean;
  disabled?: boolean;
  busyLabel: string;
  children: ReactNode;
}

/**
 * A form's submit button. Pressing it must not blur the field being edited first: the blur
 * would show that field's error, move the button down, and the click would land beside it.
 */
export function SubmitButton({ busy, disabled = false, busyLabel, children }: SubmitButtonProps) {
  const keepFocus = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault();
  return (
    <button type="submit" className="btn btn-primary" disabled={busy || disabled} onMouseDown={keepFocus}>
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {busy ? busyLabel : children}
    </button>
  );
}
