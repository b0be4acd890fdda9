import type { VisibilityState } from '@tanstack/react-table';
import { PRIMARY } from './columnMeta';

/** What fitting needs to know of a column. */
export interface FitColumn {
  id: string;
  priority: number;
  /** In rem. */
  width: number;
  alwaysShown: boolean;
}

/** The user's choice by column id: true shows the column, false hides it; a column not named follows the width. */
export type ColumnChoice = Readonly<Record<string, boolean>>;

/**
 * Which columns show in `room` rem (all when the room is not known yet): those always shown and
 * the primary ones, then the others by priority while they fit; a column the user chose shows or
 * hides as chosen. Columns leave in priority order (the later of two alike first), so a column
 * never stays while one of a higher priority has left. The columns chosen to show take no room
 * from the others: choosing more than fit makes the table wider than its room.
 */
export function fitColumns(columns: readonly FitColumn[], room: number | undefined, choice: ColumnChoice) {
  const visibility: VisibilityState = {};
  let left = room ?? Number.POSITIVE_INFINITY;
  const byWidth: FitColumn[] = [];
  for (const column of columns) {
    const chosen = column.alwaysShown || choice[column.id];
    if (column.alwaysShown || (chosen !== false && column.priority <= PRIMARY)) {
      visibility[column.id] = true;
      left -= column.width;
    } else if (chosen === undefined) {
      byWidth.push(column);
    } else {
      visibility[column.id] = chosen;
    }
  }
  let fits = true;
  for (const column of byWidth.sort((a, b) => a.priority - b.priority)) {
    fits = fits && column.width <= left;
    visibility[column.id] = fits;
    if (fits) left -= column.width;
  }
  return visibility;
}
