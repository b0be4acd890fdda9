/**
 * Test double for CKEditor 5, which jest cannot resolve: a textarea that reports its value the
 * way CKEditor's React component does (onChange(event, editor) with editor.getData()).
 */
import { useEffect, useRef, type ChangeEvent } from 'react';

interface DoubleProps {
  data?: string;
  id?: string;
  onChange?: (event: unknown, editor: { getData: () => string }) => void;
  onBlur?: (event: unknown, editor: { getData: () => string }) => void;
  onReady?: (editor: DoubleEditor) => void;
  config?: { label?: string };
  disabled?: boolean;
}

/**
 * The part of CKEditor's API the plugin uses once the editor is ready: getData, attributes on
 * the editable root through editing.view.change (they land on the textarea), and the UI's body
 * collection (none here).
 */
interface DoubleEditor {
  getData: () => string;
  ui: { view: { element: HTMLElement | null; body: { bodyCollectionContainer?: HTMLElement } } };
  editing: {
    view: {
      document: { getRoot: () => HTMLTextAreaElement | null };
      change: (
        callback: (writer: {
          setAttribute: (name: string, value: string, root: HTMLTextAreaElement) => void;
          removeAttribute: (name: string, root: HTMLTextAreaElement) => void;
        }) => void,
      ) => void;
    };
  };
}

function doubleEditor(textarea: HTMLTextAreaElement): DoubleEditor {
  return {
    getData: () => textarea.value,
    ui: { view: { element: textarea.parentElement, body: {} } },
    editing: {
      view: {
        document: { getRoot: () => textarea },
        change: (callback) =>
          callback({
            setAttribute: (name, value, root) => root.setAttribute(name, value),
            removeAttribute: (name, root) => root.removeAttribute(name),
          }),
      },
    },
  };
}

export function CKEditor({ data = '', id, onChange, onBlur, onReady, disabled }: DoubleProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (ref.current) onReady?.(doubleEditor(ref.current));
    // Like the real editor, ready once after mounting.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <textarea
      ref={ref}
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
