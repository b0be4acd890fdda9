import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { CellContext, ColumnDef } from '@tanstack/react-table';

/**
 * Row selection for a server-paged DataTable: a checkbox per row and one for the whole page.
 * The column's header and cell are module-level components reading the selection from a
 * context, so they keep their identity (and the focus) while the selection changes.
 */
export interface SelectionValue {
  selected: ReadonlySet<number>;
  pageIds: number[];
  toggle(id: number): void;
  togglePage(): void;
  rowId(row: unknown): number;
  rowLabel(row: unknown): string;
  pageLabel: string;
}

const SelectionContext = createContext<SelectionValue | null>(null);

function useSelectionValue(): SelectionValue {
  const value = useContext(SelectionContext);
  if (!value) throw new Error('The selection column needs a <SelectionProvider>.');
  return value;
}

function SelectPageHeader() {
  const { selected, pageIds, togglePage, pageLabel } = useSelectionValue();
  const all = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const some = pageIds.some((id) => selected.has(id));
  return (
    <input
      type="checkbox"
      className="form-check-input"
      aria-label={pageLabel}
      checked={all}
      ref={(input) => {
        if (input) input.indeterminate = some && !all;
      }}
      disabled={pageIds.length === 0}
      onChange={togglePage}
    />
  );
}

function SelectRowCell({ row }: CellContext<unknown, unknown>) {
  const { selected, toggle, rowId, rowLabel } = useSelectionValue();
  const id = rowId(row.original);
  return (
    <input
      type="checkbox"
      className="form-check-input"
      aria-label={rowLabel(row.original)}
      checked={selected.has(id)}
      onChange={() => toggle(id)}
    />
  );
}

/** The checkbox column; put it first and wrap the table in a SelectionProvider. */
export function selectionColumn<Row>(): ColumnDef<Row, unknown> {
  return {
    id: 'select',
    header: SelectPageHeader,
    cell: SelectRowCell as unknown as ColumnDef<Row, unknown>['cell'],
    meta: { className: 'sd-select-cell', alwaysShown: true, width: 2.5 },
  };
}

interface RowSelectionOptions<Row> {
  rows: Row[];
  getId(row: Row): number;
  /** Accessible name of a row's checkbox, e.g. 'Select Router A'. */
  getLabel(row: Row): string;
  /** Accessible name of the page checkbox. */
  pageLabel: string;
}

/** The chosen ids (kept across pages) and the provider value of the selection column. */
export function useRowSelection<Row>({ rows, getId, getLabel, pageLabel }: RowSelectionOptions<Row>) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const pageIds = useMemo(() => rows.map(getId), [rows, getId]);

  const toggle = useCallback((id: number) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);

  const togglePage = useCallback(() => {
    setSelected((current) => {
      const next = new Set(current);
      const all = pageIds.length > 0 && pageIds.every((id) => current.has(id));
      pageIds.forEach((id) => (all ? next.delete(id) : next.add(id)));
      return next;
    });
  }, [pageIds]);

  const clear = useCallback(() => setSelected(new Set()), []);
  const remove = useCallback(
    (id: number) =>
      setSelected((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      }),
    [],
  );

  const value = useMemo<SelectionValue>(
    () => ({
      selected,
      pageIds,
      toggle,
      togglePage,
      rowId: getId as (row: unknown) => number,
      rowLabel: getLabel as (row: unknown) => string,
      pageLabel,
    }),
    [selected, pageIds, toggle, togglePage, getId, getLabel, pageLabel],
  );

  return { selected, clear, remove, value };
}

export function SelectionProvider({ value, children }: { value: SelectionValue; children: ReactNode }) {
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}
