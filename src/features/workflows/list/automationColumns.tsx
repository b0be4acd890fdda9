import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { AutomationKind, AutomationRow } from '@/api/workflows';
import { PRIMARY } from '@/ui/table/columnMeta';
import { column, truncatedColumn } from '@/ui/table/columns';

type Column = ColumnDef<AutomationRow, unknown>;

/**
 * The columns of a kind's list before its actions: order, name, active, rules, actions and
 * (listeners) events. As the width shrinks the summaries of actions and rules leave first, then
 * the events.
 */
export function automationColumns(t: TFunction, kind: AutomationKind): Column[] {
  const columns: Column[] = [
    column<AutomationRow>('order', t('automation_order'), (row) => row.order, { priority: PRIMARY, width: 4 }),
    truncatedColumn<AutomationRow>('name', t('name'), (row) => row.name, { width: 10 }),
    column<AutomationRow>(
      'active',
      t('automation_active'),
      (row) => t(row.active ? 'automation_active' : 'automation_inactive'),
      { priority: PRIMARY, width: 6 },
    ),
    truncatedColumn<AutomationRow>('rules', t('automation_rules'), (row) => row.rule_summary || '--', {
      priority: 3,
      width: 10,
    }),
    truncatedColumn<AutomationRow>('action_summary', t('automation_actions'), (row) => row.action_summary || '--', {
      priority: 4,
      width: 10,
    }),
  ];
  if (kind === 'listener') {
    columns.push(
      column<AutomationRow>(
        'events',
        t('automation_events'),
        (row) => row.events.map((event) => t(`automation_event_${event}`)).join(', '),
        { priority: 2, width: 10 },
      ),
    );
  }
  return columns;
}
