import { truncate } from '@/format/truncate';

interface TruncatedLabelProps {
  text: string;
  maxLength: number;
  className?: string;
}

/**
 * Text cut to `maxLength`. Cut, it keeps the full text as its tooltip and for screen readers (which
 * read the full text in place of the cut one); a filter box's label shows it whole while the box
 * holds the keyboard's focus.
 */
export function TruncatedLabel({ text, maxLength, className }: TruncatedLabelProps) {
  const shown = truncate(text, maxLength);
  if (shown === text) return <span className={className}>{text}</span>;
  return (
    <span className={['sd-cut', className].filter(Boolean).join(' ')} title={text}>
      <span className="sd-cut-short" aria-hidden="true">
        {shown}
      </span>
      <span className="sd-cut-full">{text}</span>
    </span>
  );
}
