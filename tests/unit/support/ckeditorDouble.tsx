/**
 * Test double for CKEditor 5, which jest cannot resolve: a textarea that reports its value the
 * way CKEditor's React component does (onChange(event, editor) with editor.getData()).
 */
import type { ChangeEvent } from 'react';

interface DoubleProps {
  data?: string;
  id?: string;
  onChange?: (event: unknown, editor: { getData: () => string }) => void;
  onBlur?: (event: unknown, editor: { getData: () => string }) => void;
  config?: { label?: string };
  disabled?: boolean;
}

export function CKEditor({ data = '', id, onChange, onBlur, disabled }: DoubleProps) {
  return (
    <textarea
      id={id}
      data-testid="rich-text-double"
      value={data}
      disabled={disabled}
      onChange={(e: ChangeEvent<HTMLTextAreaElement>) => onChange?.(e, { getData: () => e.target.value })}
      onBlur={(e) => onBlur?.(e, { getData: () => e.target.value })}
    />
  );
}

export class ClassicEditor {}
export const Essentials = {};
export const Paragraph = {};
export const Bold = {};
export const Italic = {};
export const Link = {};
export const List = {};
