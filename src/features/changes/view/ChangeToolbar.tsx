import type { ReactNode } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { changePrintPath, type ChangeActions, type ChangePlanningKey } from '../../../api/changeView';
import { truncate } from '../../../format/truncate';
import { LIMITS } from '../../../ui/constants';
import { Link } from '../../../ui/Link';
import { usePluginContext } from '../../../ui/PluginContext';
import { changePaths } from '../paths';
import { CHANGE_PLANNING_LABEL_KEYS } from './planningLabels';

export type TicketAssociation = 'initiating' | 'initiated';

export interface ChangeToolbarHandlers {
  onPlanning(key: ChangePlanningKey): void;
  onAssociateTickets(type: TicketAssociation): void;
  onApplyCab(): void;
  onAttachAssets(): void;
  onDetachRelease(): void;
  onNewRelease(): void;
  onExistingRelease(): void;
  onAssign(): void;
  onDelete(): void;
  onClose(): void;
  onActivityDuration(): void;
}

export interface ChangeToolbarProps extends ChangeToolbarHandlers {
  changeId: number;
  actions: ChangeActions;
  /** The attached release's subject, when one is attached. */
  releaseSubject: string | null;
}

/** One entry of the toolbar, in display order; `shown` false leaves it out. */
export interface ToolbarEntry {
  key: string;
  shown: boolean;
  element: ReactNode;
}

interface MenuProps {
  id: string;
  label: string;
  disabled?: boolean;
  hint?: string;
  children: ReactNode;
}

/** A toolbar dropdown; disabled, it keeps a tooltip saying why. */
function Menu({ id, label, disabled = false, hint, children }: MenuProps) {
  return (
    <Dropdown>
      <span title={disabled ? hint : undefined} className="d-inline-block" tabIndex={disabled ? 0 : undefined}>
        <Dropdown.Toggle
          id={id}
          variant="outline-secondary"
          size="sm"
          disabled={disabled}
          title={disabled ? hint : undefined}
        >
          {label}
        </Dropdown.Toggle>
      </span>
      <Dropdown.Menu align="end">{children}</Dropdown.Menu>
    </Dropdown>
  );
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

const PLANNING_KEYS: ChangePlanningKey[] = ['reason', 'impact', 'rollout-plan', 'backout-plan'];

/**
 * The change view's toolbar: Planning, Associate, Attach asset, Release, Assign, Print and More.
 * Without change_details_edit_permission the buttons that change details are disabled with the
 * tooltip 'can_not_update_change'. The list of entries is built by changeToolbarEntries, so an
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

export function useChangeToolbarEntries({
  changeId,
  actions,
  releaseSubject,
  onPlanning,
  onAssociateTickets,
  onApplyCab,
  onAttachAssets,
  onDetachRelease,
  onNewRelease,
  onExistingRelease,
  onAssign,
  onDelete,
  onClose,
  onActivityDuration,
}: ChangeToolbarProps): ToolbarEntry[] {
  const { t } = useTranslation();
  const { host } = usePluginContext();
  const locked = !actions.change_details_edit_permission;
  const hint = t('can_not_update_change');
  const releaseItems = [
    actions.change_release_detach && releaseSubject !== null && (
      <Dropdown.Item key="detach" as="button" type="button" onClick={onDetachRelease} title={releaseSubject}>
        {t('change_detach_release', { name: truncate(releaseSubject, LIMITS.detachLabel) })}
      </Dropdown.Item>
    ),
    actions.change_release_attach && (
      <Dropdown.Item key="new" as="button" type="button" onClick={onNewRelease}>
        {t('change_new_release')}
      </Dropdown.Item>
    ),
    actions.change_release_attach && (
      <Dropdown.Item key="existing" as="button" type="button" onClick={onExistingRelease}>
        {t('change_existing_release')}
      </Dropdown.Item>
    ),
  ].filter(Boolean);

  return [
    {
      key: 'planning',
      shown: true,
      element: (
        <Menu id={`sd-change-${changeId}-planning`} label={t('planning')} disabled={locked} hint={hint}>
          {PLANNING_KEYS.map((key) => (
            <Dropdown.Item key={key} as="button" type="button" onClick={() => onPlanning(key)}>
              {t(CHANGE_PLANNING_LABEL_KEYS[key])}
            </Dropdown.Item>
          ))}
        </Menu>
      ),
    },
    {
      key: 'associate',
      shown: true,
      element: (
        <Menu id={`sd-change-${changeId}-associate`} label={t('associate')} disabled={locked} hint={hint}>
          <Dropdown.Item as="button" type="button" onClick={() => onAssociateTickets('initiating')}>
            {t('change_tickets_initiating')}
          </Dropdown.Item>
          <Dropdown.Item as="button" type="button" onClick={() => onAssociateTickets('initiated')}>
            {t('change_tickets_initiated')}
          </Dropdown.Item>
        </Menu>
      ),
    },
    {
      key: 'apply-cab',
      shown: actions.allowed_enforce_cab,
      element: <ToolbarButton label={t('cab_apply')} onClick={onApplyCab} disabled={locked} hint={hint} />,
    },
    {
      key: 'attach-asset',
      shown: true,
      element: <ToolbarButton label={t('attach_asset')} onClick={onAttachAssets} disabled={locked} hint={hint} />,
    },
    {
      key: 'release',
      shown: releaseItems.length > 0,
      element: (
        <Menu id={`sd-change-${changeId}-release`} label={t('change_release')} disabled={locked} hint={hint}>
          {releaseItems}
        </Menu>
      ),
    },
    {
      key: 'assign',
      shown: true,
      element: <ToolbarButton label={t('change_assign')} onClick={onAssign} disabled={locked} hint={hint} />,
    },
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
      shown: true,
      element: (
        <Menu id={`sd-change-${changeId}-more`} label={t('more')}>
          {[
            actions.change_edit && (
              <Dropdown.Item key="edit" as={Link} to={changePaths.edit(changeId)}>
                {t('edit')}
              </Dropdown.Item>
            ),
            actions.change_delete && (
              <Dropdown.Item key="delete" as="button" type="button" onClick={onDelete}>
                {t('delete')}
              </Dropdown.Item>
            ),
            actions.change_close && (
              <Dropdown.Item key="close" as="button" type="button" onClick={onClose}>
                {t('change_close')}
              </Dropdown.Item>
            ),
            <Dropdown.Item key="duration" as="button" type="button" onClick={onActivityDuration}>
              {t('change_update_activity_duration')}
            </Dropdown.Item>,
          ].filter(Boolean)}
        </Menu>
      ),
    },
  ];
}
