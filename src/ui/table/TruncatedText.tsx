import type { ReactNode } from 'react';

interface TruncatedTextProps {
  /** The full text, shown on hover; the cell's own text stays whole for screen readers. */
  text: string;
  /** What the cell shows, when more than the text (a link); the text by default. */
  children?: ReactNode;
}

/**
 * The content of a cell that keeps to one line (a column made by truncatedColumn): cut with an
 * ellipsis where the column ends, whole on hover (its title) and while the keyboard's focus is in the row.
 */
export function TruncatedText({ text, children }: TruncatedTextProps) {
  return <span title={text}>{children ?? text}</span>;
}
