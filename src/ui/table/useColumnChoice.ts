import { useContext, useState } from 'react';
import { PluginContext } from '@/host/PluginContext';
import type { ColumnChoice } from './fitColumns';
import { columnChoiceKey, readColumnChoice, writeColumnChoice } from './storedColumnChoice';

const NO_CHOICE: ColumnChoice = {};

/**
 * The columns the signed-in user chose to show or hide on the list `listId`, remembered in the
 * browser per list and per user; without a list id nothing is chosen or kept.
 */
export function useColumnChoice(listId: string | undefined, columnIds: readonly string[]) {
  const userId = useContext(PluginContext)?.host.currentUser?.id;
  const key = listId === undefined ? undefined : columnChoiceKey(listId, userId);
  const stored = (forKey: string | undefined) => ({
    key: forKey,
    choice: forKey === undefined ? NO_CHOICE : readColumnChoice(forKey, columnIds),
  });
  const [state, setState] = useState(() => stored(key));
  // Another list or another user: their own choice.
  if (state.key !== key) setState(stored(key));

  const keep = (choice: ColumnChoice) => {
    if (key !== undefined) writeColumnChoice(key, choice);
    setState({ key, choice });
  };
  return {
    choice: state.choice,
    choose: (columnId: string, shown: boolean) => keep({ ...state.choice, [columnId]: shown }),
    /** Back to the columns that fit. */
    reset: () => keep(NO_CHOICE),
  };
}
