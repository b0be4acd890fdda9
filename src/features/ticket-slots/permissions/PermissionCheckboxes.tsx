import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Permission } from '@/api/permissions';

/** The box's scroll height, from the specification. */
const BOX_MAX_HEIGHT = 200;

export const VIEW_KEY = 'view';

/**
 * 'view' is mandatory for every other permission: unchecking it clears the others, checking any
 * other checks it too.
 */
export function toggledPermissions(
  permissions: Permission[],
  selected: number[],
  permission: Permission,
  checked: boolean,
): number[] {
  const view = permissions.find((candidate) => candidate.key === VIEW_KEY);
  if (permission.key === VIEW_KEY) return checked ? [...new Set([...selected, permission.id])] : [];
  const next = checked ? [...selected, permission.id] : selected.filter((id) => id !== permission.id);
  if (checked && view && !next.includes(view.id)) next.push(view.id);
  return [...new Set(next)].sort((a, b) => a - b);
}

interface PermissionCheckboxesProps {
  legend: string;
  permissions: Permission[];
  selected: number[];
  onChange(selected: number[]): void;
  disabled?: boolean;
  /** Scrolls within 200 px (the agent permission page's box). */
  scroll?: boolean;
}

/** The service-desk permission checkboxes, with the 'view is mandatory' rule and its tooltip. */
export function PermissionCheckboxes({
  legend,
  permissions,
  selected,
  onChange,
  disabled = false,
  scroll = false,
}: PermissionCheckboxesProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <fieldset disabled={disabled}>
      <legend className="h6">{legend}</legend>
      <p id={hintId} className="small text-secondary mb-2">
        {t('ts_view_mandatory')}
      </p>
      <div className={scroll ? 'overflow-auto' : undefined} style={scroll ? { maxHeight: BOX_MAX_HEIGHT } : undefined}>
        {permissions.map((permission) => {
          const inputId = `${id}-${permission.id}`;
          const isView = permission.key === VIEW_KEY;
          return (
            <div className="form-check" key={permission.id}>
              <input
                className="form-check-input"
                type="checkbox"
                id={inputId}
                checked={selected.includes(permission.id)}
                aria-describedby={isView ? hintId : undefined}
                onChange={(event) =>
                  onChange(toggledPermissions(permissions, selected, permission, event.target.checked))
                }
              />
              <label className="form-check-label" htmlFor={inputId} title={isView ? t('ts_view_mandatory') : undefined}>
                {permission.name}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
