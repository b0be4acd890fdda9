import { useMemo, useRef } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { DEFAULT_COLUMN_WIDTH, PRIMARY } from './columnMeta';
import { fitColumns, type FitColumn } from './fitColumns';
import { useColumnChoice } from './useColumnChoice';
import { useWidthInRem } from './useWidthInRem';

function fitColumnOf<Row>({ id = '', meta }: ColumnDef<Row, unknown>): FitColumn {
  return {
    id,
    priority: meta?.priority ?? PRIMARY,
    width: meta?.width ?? DEFAULT_COLUMN_WIDTH,
    alwaysShown: meta?.alwaysShown ?? false,
  };
}

/**
 * Which of `columns` a list's table shows: those that fit the width of the element `containerRef`
 * is put on, by priority, and those the user chose on the list `listId` (remembered per user).
 * A table that is no list, and so has no chooser to bring a column back, shows them all.
 */
export function useFittedColumns<Row>(columns: ColumnDef<Row, unknown>[], listId: string | undefined) {
  const containerRef = useRef<HTMLDivElement>(null);
  const room = useWidthInRem(containerRef, listId !== undefined);
  const fitted = useMemo(() => columns.map(fitColumnOf), [columns]);
  const ids = useMemo(() => fitted.map((column) => column.id), [fitted]);
  const { choice, choose, reset } = useColumnChoice(listId, ids);
  const visibility = useMemo(() => fitColumns(fitted, room, choice), [fitted, room, choice]);
  return { containerRef, visibility, choose, reset, hasChoice: Object.keys(choice).length > 0 };
}
