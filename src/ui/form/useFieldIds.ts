import { useId } from 'react';

/** Ids of a field's control and its error text, unique even when one form shows twice on a page. */
export function useFieldIds(name: string, id?: string): { id: string; errorId: string } {
  const generated = useId();
  const controlId = id ?? `sd-field${generated.replace(/[^\w-]/g, '')}-${name.replace(/[^\w-]/g, '-')}`;
  return { id: controlId, errorId: `${controlId}-error` };
}
