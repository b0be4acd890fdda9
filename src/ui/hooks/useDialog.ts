import { useCallback, useState } from 'react';

/** A dialog of a screen: its name, and what it was opened for. */
export interface DialogEntry {
  name: string;
}

export interface DialogState<Dialog extends DialogEntry> {
  /** The open dialog, or null. */
  current: Dialog | null;
  show(dialog: Dialog): void;
  close(): void;
  /** The open dialog when it is the one named, else null. */
  shown<Name extends Dialog['name']>(name: Name): (Dialog & { name: Name }) | null;
  /** Whether the named dialog has been opened: a lazily loaded one then stays mounted, for its closing animation. */
  wasShown(name: Dialog['name']): boolean;
}

/**
 * The dialogs of one screen, one open at a time: `show({ name: 'planning', key })` opens one,
 * `shown('planning')` reads it back (with what it was opened for), `close()` closes it.
 */
export function useDialog<Dialog extends DialogEntry>(): DialogState<Dialog> {
  const [current, setCurrent] = useState<Dialog | null>(null);
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set());
  const show = useCallback((dialog: Dialog) => {
    setCurrent(dialog);
    setSeen((names) => (names.has(dialog.name) ? names : new Set(names).add(dialog.name)));
  }, []);
  const close = useCallback(() => setCurrent(null), []);
  const shown = <Name extends Dialog['name']>(name: Name) =>
    current?.name === name ? (current as Dialog & { name: Name }) : null;
  return { current, show, close, shown, wasShown: (name) => seen.has(name) };
}
