import { useState } from 'react';
import { DELAY_MS } from './constants';
import { useTimeout } from './hooks/useTimeout';

export interface CopyButtonProps {
  /** What is copied. */
  text: string;
  label: string;
  /** Said for a moment after the copy worked. */
  copiedMessage: string;
  /** Said when the clipboard refused (an insecure page, a denied permission); the text is then shown to copy by hand. */
  failedMessage: string;
}

/** A button that copies a text to the clipboard and says whether it worked. */
export function CopyButton({ text, label, copiedMessage, failedMessage }: CopyButtonProps) {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  const feedback = useTimeout();

  const copy = async () => {
    feedback.cancel();
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
      feedback.schedule(() => setOutcome(null), DELAY_MS.copiedFeedback);
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-2">
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => void copy()}>
        {label}
      </button>
      <span role="status" className="small text-success">
        {outcome === 'copied' ? copiedMessage : ''}
      </span>
      {outcome === 'failed' && (
        <label className="small text-danger d-flex flex-wrap align-items-center gap-1">
          {failedMessage}
          <input
            readOnly
            className="form-control form-control-sm"
            value={text}
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
      )}
    </span>
  );
}
