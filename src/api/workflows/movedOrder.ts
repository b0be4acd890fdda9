/** One automation moved one place earlier (-1) or later (1) in its kind's order. */
export interface Move {
  id: number;
  offset: -1 | 1;
}

/** The kind's ids after `move`; unchanged when the id is missing or already at that end. */
export function movedOrder(ids: number[], { id, offset }: Move): number[] {
  const from = ids.indexOf(id);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  const order = [...ids];
  [order[from], order[to]] = [order[to], order[from]];
  return order;
}
