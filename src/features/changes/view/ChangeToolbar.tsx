import type { ReactNode } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { changePrintPath, type ChangeActions } from '@/api/changes';
import { PLANNING_KEYS, type ChangePlanningKey } from '@/api/planning';
import type { TicketLinkType } from '@/api/tickets';
import { truncate } from '@/format/truncate';
import { usePluginContext } from '@/host/PluginContext';
import { planningLabel } from '@/records/planning/planningLabels';
import { LIMITS } from '@/ui/constants';
import { Link } from '@/ui/Link';
import { changePaths } from '../paths';

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

function useChangeToolbarEntries({ changeId, actions, releaseSubject, onOpen }: ChangeToolbarProps): ToolbarEntry[] {
  const { t } = useTranslation();
  const { host } = usePluginContext();
  const locked = !actions.change_details_edit_permission;
  const hint = t('can_not_update_change');
  const releaseItems = [
    actions.change_release_detach && releaseSubject !== null && (
      <Dropdown.Item
        key="detach"
        as="button"
        type="button"
        onClick={() => onOpen({ name: 'confirm', action: 'detach-release' })}
        title={releaseSubject}
      >
        {t('change_detach_release', { name: truncate(releaseSubject, LIMITS.detachLabel) })}
      </Dropdown.Item>
    ),
    actions.change_release_attach && (
      <Dropdown.Item key="new" as="button" type="button" onClick={() => onOpen({ name: 'new-release' })}>
        {t('change_new_release')}
      </Dropdown.Item>
    ),
    actions.change_release_attach && (
      <Dropdown.Item key="existing" as="button" type="button" onClick={() => onOpen({ name: 'existing-release' })}>
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
          {PLANNING_KEYS.sd_changes.map((key) => (
            <Dropdown.Item key={key} as="button" type="button" onClick={() => onOpen({ name: 'planning', key })}>
              {planningLabel(t, 'sd_changes', key)}
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
          <Dropdown.Item as="button" type="button" onClick={() => onOpen({ name: 'tickets', type: 'initiating' })}>
            {t('change_tickets_initiating')}
          </Dropdown.Item>
          <Dropdown.Item as="button" type="button" onClick={() => onOpen({ name: 'tickets', type: 'initiated' })}>
            {t('change_tickets_initiated')}
          </Dropdown.Item>
        </Menu>
      ),
    },
    {
      key: 'apply-cab',
      shown: actions.allowed_enforce_cab,
      element: (
        <ToolbarButton
          label={t('cab_apply')}
          onClick={() => onOpen({ name: 'apply-cab' })}
          disabled={locked}
          hint={hint}
        />
      ),
    },
    {
      key: 'attach-asset',
      shown: true,
      element: (
        <ToolbarButton
          label={t('attach_asset')}
          onClick={() => onOpen({ name: 'assets' })}
          disabled={locked}
          hint={hint}
        />
      ),
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
      element: (
        <ToolbarButton
          label={t('change_assign')}
          onClick={() => onOpen({ name: 'assign' })}
          disabled={locked}
          hint={hint}
        />
      ),
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
              <Dropdown.Item
                key="delete"
                as="button"
                type="button"
                onClick={() => onOpen({ name: 'confirm', action: 'delete' })}
              >
                {t('delete')}
              </Dropdown.Item>
            ),
            actions.change_close && (
              <Dropdown.Item
                key="close"
                as="button"
                type="button"
                onClick={() => onOpen({ name: 'confirm', action: 'close' })}
              >
                {t('change_close')}
              </Dropdown.Item>
            ),
            <Dropdown.Item key="duration" as="button" type="button" onClick={() => onOpen({ name: 'duration' })}>
              {t('change_update_activity_duration')}
            </Dropdown.Item>,
          ].filter(Boolean)}
        </Menu>
      ),
    },
  ];
}
