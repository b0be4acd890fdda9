import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { changePrintPath, type ChangeActions } from '@/api/changes';
import type { ChangePlanningKey } from '@/api/planning';
import type { TicketLinkType } from '@/api/tickets';
import { truncate } from '@/format/truncate';
import { usePluginContext } from '@/host/PluginContext';
import { planningItems } from '@/records/planning/planningLabels';
import { ActionMenu, type ActionItem } from '@/ui/ActionMenu';
import { LIMITS } from '@/ui/constants';
import { changePaths } from '../paths';
import { SHOW_CHANGE_TASKS_EVENT } from './ChangeTabs';

/** The dialogs of the change view; the toolbar opens them, one at a time. */
export type ChangeViewDialog =
  | { name: 'planning'; key: ChangePlanningKey }
  | { name: 'tickets'; type: TicketLinkType }
  | { name: 'confirm'; action: 'close' | 'delete' | 'detach-release' }
  | { name: 'apply-cab' | 'assets' | 'assign' | 'existing-release' | 'new-release' | 'duration' };

export interface ChangeToolbarProps {
  changeId: number;
  actions: ChangeActions;
  /** The attached release's subject, when one is attached. */
  releaseSubject: string | null;
  onOpen(dialog: ChangeViewDialog): void;
}

/** One entry of the toolbar, in display order; `shown` false leaves it out. */
export interface ToolbarEntry {
  key: string;
  shown: boolean;
  element: ReactNode;
}

interface ToolbarButtonProps {
  label: string;
  onClick(): void;
  disabled?: boolean;
  hint?: string;
}

function ToolbarButton({ label, onClick, disabled = false, hint }: ToolbarButtonProps) {
  return (
    <span title={disabled ? hint : undefined} className="d-inline-block" tabIndex={disabled ? 0 : undefined}>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        onClick={onClick}
        disabled={disabled}
        title={disabled ? hint : undefined}
      >
        {label}
      </button>
    </span>
  );
}

/**
 * The change view's toolbar: Planning, Associate, Attach asset, Release, Assign, Print and More.
 * Without change_details_edit_permission (a CAB is deciding) the buttons that change details are
 * disabled with the tooltip 'can_not_update_change', and More offers neither edit nor close. The list of entries is built by changeToolbarEntries, so an
 * entry is added by inserting one element.
 */
export function ChangeToolbar(props: ChangeToolbarProps) {
  const { t } = useTranslation();
  const entries = useChangeToolbarEntries(props).filter((entry) => entry.shown);
  return (
    <div className="d-flex flex-wrap gap-2" role="toolbar" aria-label={t('actions')}>
      {entries.map((entry) => (
        <div key={entry.key} data-toolbar-entry={entry.key}>
          {entry.element}
        </div>
      ))}
    </div>
  );
}

function useChangeToolbarEntries({ changeId, actions, releaseSubject, onOpen }: ChangeToolbarProps): ToolbarEntry[] {
  const { t } = useTranslation();
  const { host } = usePluginContext();
  const locked = !actions.change_details_edit_permission;
  const hint = t('can_not_update_change');
  const menu = (key: string, label: string, items: ActionItem[]) => (
    <ActionMenu id={`sd-change-${changeId}-${key}`} label={label} items={items} disabled={locked} hint={hint} />
  );
  const dialogButton = (key: string, shown: boolean, label: string, dialog: ChangeViewDialog): ToolbarEntry => ({
    key,
    shown,
    element: <ToolbarButton label={label} onClick={() => onOpen(dialog)} disabled={locked} hint={hint} />,
  });
  const releaseItems: ActionItem[] = [
    {
      key: 'detach',
      label: t('change_detach_release', { name: truncate(releaseSubject ?? '', LIMITS.detachLabel) }),
      title: releaseSubject ?? undefined,
      shown: actions.change_release_detach && releaseSubject !== null,
      onSelect: () => onOpen({ name: 'confirm', action: 'detach-release' }),
    },
    {
      key: 'new',
      label: t('change_new_release'),
      shown: actions.change_release_attach,
      onSelect: () => onOpen({ name: 'new-release' }),
    },
    {
      key: 'existing',
      label: t('change_existing_release'),
      shown: actions.change_release_attach,
      onSelect: () => onOpen({ name: 'existing-release' }),
    },
  ];

  const moreItems: ActionItem[] = [
    { key: 'edit', label: t('edit'), shown: actions.change_edit && !locked, to: changePaths.edit(changeId) },
    {
      key: 'delete',
      label: t('delete'),
      shown: actions.change_delete,
      onSelect: () => onOpen({ name: 'confirm', action: 'delete' }),
    },
    {
      key: 'close',
      label: t('change_close'),
      shown: actions.change_close && !locked,
      onSelect: () => onOpen({ name: 'confirm', action: 'close' }),
    },
    {
      key: 'duration',
      label: t('change_update_activity_duration'),
      shown: actions.change_duration_edit,
      onSelect: () => onOpen({ name: 'duration' }),
    },
  ];

  return [
    {
      key: 'planning',
      shown: actions.change_planning_edit,
      element: menu(
        'planning',
        t('planning'),
        planningItems(t, 'sd_changes', (key) => onOpen({ name: 'planning', key })),
      ),
    },
    {
      key: 'associate',
      shown: actions.change_ticket_attach,
      element: menu('associate', t('associate'), [
        {
          key: 'initiating',
          label: t('change_tickets_initiating'),
          onSelect: () => onOpen({ name: 'tickets', type: 'initiating' }),
        },
        {
          key: 'initiated',
          label: t('change_tickets_initiated'),
          onSelect: () => onOpen({ name: 'tickets', type: 'initiated' }),
        },
      ]),
    },
    dialogButton('apply-cab', actions.allowed_enforce_cab, t('cab_apply'), { name: 'apply-cab' }),
    dialogButton('attach-asset', actions.change_asset_attach, t('attach_asset'), { name: 'assets' }),
    {
      key: 'release',
      shown: releaseItems.some((item) => item.shown),
      element: menu('release', t('change_release'), releaseItems),
    },
    {
      // The spec names no call that attaches a task, so only viewing them is offered.
      key: 'tasks',
      shown: actions.attach_task && actions.associated_tasks,
      element: (
        <ToolbarButton
          label={t('change_view_tasks')}
          onClick={() => window.dispatchEvent(new CustomEvent(SHOW_CHANGE_TASKS_EVENT, { detail: { changeId } }))}
        />
      ),
    },
    dialogButton('assign', actions.change_assign, t('change_assign'), { name: 'assign' }),
    {
      key: 'print',
      shown: true,
      element: (
        <a
          className="btn btn-sm btn-outline-secondary"
          href={`${host.apiBaseUrl}${changePrintPath(changeId)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('change_print')}
        </a>
      ),
    },
    {
      key: 'more',
      shown: moreItems.some((item) => item.shown !== false),
      element: <ActionMenu id={`sd-change-${changeId}-more`} label={t('more')} items={moreItems} />,
    },
  ];
}
