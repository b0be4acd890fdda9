import { useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { automationQueries, type AutomationRow } from '@/api/workflows';
import { useHttp } from '@/host/PluginContext';
import { actionColumn, withRowActionsWidth } from '@/records/recordColumns';
import { RecordListCard } from '@/records/RecordListCard';
import { RecordRowActions } from '@/records/RecordRowActions';
import { useListDeletion } from '@/records/useListDeletion';
import { useTableList } from '@/ui/table/useTableList';
import { automationColumns } from '../list/automationColumns';
import { MoveButtons } from '../list/MoveButtons';
import { moveButtonsId, useMoveRows } from '../list/useMoveRows';
import { automationPaths } from '../paths';
import type { KindScreenProps } from './KindScreenProps';

/** The room of a row's move buttons beside its edit and delete, in rem. */
const MOVES_AND_ROW_ACTIONS_WIDTH = 19;

/**
 * /service-desk/workflow and /service-desk/listener: the kind's automations in the order they run,
 * each moved up or down, edited or deleted. A search shows only some of them, so moving waits
 * until the search is cleared.
 */
export default function AutomationListScreen({ kind }: KindScreenProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const paths = automationPaths[kind];
  const queries = useMemo(() => automationQueries(kind), [kind]);
  const table = useTableList((query) => queries.list(http, query));
  const { list, query } = table;
  const rows = useListDeletion<AutomationRow>(`${kind}-list`, useMutation(queries.remove(http)));
  const { askToDelete } = rows;
  const { move } = useMoveRows(kind, rows);
  const searching = query.search.trim() !== '';
  const total = list.data?.total ?? 0;

  const columns = useMemo<ColumnDef<AutomationRow, unknown>[]>(
    () => [
      ...automationColumns(t, kind),
      actionColumn<AutomationRow>(t('action'), (row) => (
        <div className="d-flex gap-2">
          <MoveButtons
            subject={row.name}
            idPrefix={moveButtonsId(kind, row.id)}
            canMoveUp={!searching && row.order > 1}
            canMoveDown={!searching && row.order < total}
            onMove={(offset) => move(row.id, offset)}
          />
          <RecordRowActions subject={row.name} editPath={paths.edit(row.id)} onDelete={() => askToDelete(row)} />
        </div>
      )),
    ],
    [t, kind, searching, total, move, paths, askToDelete],
  );
  const fittedColumns = useMemo(() => withRowActionsWidth(columns, MOVES_AND_ROW_ACTIONS_WIDTH), [columns]);

  return (
    <RecordListCard<AutomationRow>
      id={`sd-${kind}`}
      title={t(`automation_${kind}_list`)}
      create={{ path: paths.create, label: t(`automation_${kind}_create`) }}
      alert={rows.alert}
      table={{
        label: t(`automation_${kind}_list`),
        columns: fittedColumns,
        errorArea: `${kind}-table`,
        ...table,
      }}
      deletion={rows.deletion}
    />
  );
}
