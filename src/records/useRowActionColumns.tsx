import { useMemo, type ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { RecordRowActions } from './RecordRowActions';

export interface FlaggedRow {
  id: number;
  subject: string;
  is_edit?: boolean;
  is_delete?: boolean;
}

/**
 * A record list's columns with each row's actions: its page, and edit and delete when `allowed`
 * says the row's flags let the user (by default, when the flag is set).
 */
export function useRowActionColumns<Row extends FlaggedRow>(
  columnsOf: (t: TFunction, renderActions: (row: Row) => ReactNode) => ColumnDef<Row, unknown>[],
  paths: { show(id: number): string; edit(id: number): string },
  askToDelete: (row: Row) => void,
  allowed: (flag: boolean | undefined) => boolean = Boolean,
) {
  const { t } = useTranslation();
  return useMemo(
    () =>
      columnsOf(t, (row) => (
        <RecordRowActions
          subject={row.subject}
          viewPath={paths.show(row.id)}
          editPath={allowed(row.is_edit) ? paths.edit(row.id) : undefined}
          onDelete={allowed(row.is_delete) ? () => askToDelete(row) : undefined}
        />
      )),
    [t, columnsOf, paths, askToDelete, allowed],
  );
}
