import { truncate } from '@/format/truncate';

interface TruncatedLabelProps {
  text: string;
  maxLength: number;
}

/** Text cut to `maxLength`, with the full text as a tooltip when it was cut. */
export function TruncatedLabel({ text, maxLength }: TruncatedLabelProps) {
  const shown = truncate(text, maxLength);
  return <span title={shown === text ? undefined : text}>{shown}</span>;
}
