import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { automationQueries, type AutomationKind } from '@/api/workflows';
import { useHttp } from '@/host/PluginContext';

interface MoveFeedback {
  showSuccess(message: string): void;
  showError(error: unknown): void;
}

/** The id prefix of a row's move buttons. */
export const moveButtonsId = (kind: AutomationKind, id: number) => `sd-${kind}-move-${id}`;

/**
 * Moving a row of the kind's list one place up or down: the server's message goes to the list's
 * alert. The moved row's button keeps the focus, or its other one when the row reached an end.
 */
export function useMoveRows(kind: AutomationKind, { showSuccess, showError }: MoveFeedback) {
  const http = useHttp();
  const { mutate } = useMutation(automationQueries(kind).move(http));
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: number; offset: -1 | 1 } | null>(null);
  // A second press before the answer would reorder from the order the first one replaces.
  const moving = useRef(false);

  useEffect(() => {
    if (!focusAfterMove) return;
    const prefix = moveButtonsId(kind, focusAfterMove.id);
    const [same, other] = focusAfterMove.offset < 0 ? ['up', 'down'] : ['down', 'up'];
    const button = document.getElementById(`${prefix}-${same}`) as HTMLButtonElement | null;
    const target = button && !button.disabled ? button : document.getElementById(`${prefix}-${other}`);
    target?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, kind]);

  const move = useCallback(
    (id: number, offset: -1 | 1) => {
      if (moving.current) return;
      moving.current = true;
      mutate(
        { id, offset },
        {
          onSuccess: (message) => {
            showSuccess(message);
            setFocusAfterMove({ id, offset });
          },
          onError: showError,
          onSettled: () => {
            moving.current = false;
          },
        },
      );
    },
    [mutate, showSuccess, showError],
  );

  return { move };
}
