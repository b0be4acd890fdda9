import { useCallback } from 'react';
import { useAlert } from '@/ui/alerts';
import { useDialog } from '@/ui/hooks/useDialog';
import type { RecordListCardProps } from './RecordListCard';

export interface DeleteCall {
  mutate(
    id: number,
    handlers: { onSuccess(message: string): void; onError(error: unknown): void; onSettled(): void },
  ): void;
  isPending: boolean;
}

/**
 * The deletion of a row of a record list and the list's alert (`area`), which starts with the
 * message an action on another screen left: `askToDelete(row)` opens the confirmation, `alert` and
 * `deletion` are the RecordListCard props; `showSuccess` and `showError` put the answer of another
 * action on the rows in the same alert.
 */
export function useListDeletion<Row extends { id: number }>(area: string, remove: DeleteCall) {
  const dialog = useDialog<{ name: 'delete'; row: Row }>();
  const toDelete = dialog.shown('delete')?.row ?? null;
  const { alert, showSuccess, showError, clear } = useAlert({ showCarried: true });
  const { show, close } = dialog;
  const askToDelete = useCallback((row: Row) => show({ name: 'delete', row }), [show]);

  const confirm = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, { onSuccess: showSuccess, onError: showError, onSettled: close });
  };

  return {
    askToDelete,
    showSuccess,
    showError,
    alert: { area, message: alert, onDismiss: clear } satisfies RecordListCardProps<Row>['alert'],
    deletion: {
      shown: toDelete !== null,
      busy: remove.isPending,
      onConfirm: confirm,
      onCancel: close,
    } satisfies RecordListCardProps<Row>['deletion'],
  };
}
