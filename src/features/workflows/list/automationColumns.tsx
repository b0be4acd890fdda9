import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { AutomationKind, AutomationRow } from '@/api/workflows';

const summaryCell = (text: string) => (
  <span className="sd-cell-truncate" title={text}>
    {text || '--'}
  </span>
);

/** The columns of a kind's list before its actions: order, name, active, rules, actions and (listeners) events. */
export function automationColumns(t: TFunction, kind: AutomationKind): ColumnDef<AutomationRow, unknown>[] {
  const columns: ColumnDef<AutomationRow, unknown>[] = [
    { id: 'order', header: t('automation_order'), cell: ({ row }) => row.original.order },
    { id: 'name', header: t('name'), cell: ({ row }) => row.original.name },
    {
      id: 'active',
      header: t('automation_active'),
      cell: ({ row }) => t(row.original.active ? 'automation_active' : 'automation_inactive'),
    },
    { id: 'rules', header: t('automation_rules'), cell: ({ row }) => summaryCell(row.original.rule_summary) },
    {
      id: 'action_summary',
      header: t('automation_actions'),
      cell: ({ row }) => summaryCell(row.original.action_summary),
    },
  ];
  if (kind === 'listener') {
    columns.push({
      id: 'events',
      header: t('automation_events'),
      cell: ({ row }) => row.original.events.map((event) => t(`automation_event_${event}`)).join(', '),
    });
  }
  return columns;
}
