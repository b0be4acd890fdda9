import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedFilterSharing } from '@/api/change-filters';
import { isApiError } from '@/api/errors';
import { AsyncMultiSelect } from '@/records/lookups/AsyncMultiSelect';
import { AlertArea } from '@/ui/AlertArea';
import { errorMessage } from '@/ui/alerts';
import { DIALOG_WIDTH } from '@/ui/constants';
import { Dialog } from '@/ui/Dialog';
import { DialogActions } from '@/ui/DialogActions';
import type { Option } from '@/ui/filters/types';
import { FILTER_ICONS, FilterIcon } from './filterIcons';

/** A new saved filter: its name, icon and sharing. */
export type NewSavedFilter = { name: string } & SavedFilterSharing;

interface SaveFilterDialogProps {
  show: boolean;
  busy: boolean;
  onSave(filter: NewSavedFilter): Promise<unknown>;
  onClose(): void;
}

const NAME_MAX = 100;

/**
 * Asks for the name of a new saved filter (required), its icon and the departments and agents it is
 * shared with. Server errors stay in the dialog.
 */
export function SaveFilterDialog({ show, busy, onSave, onClose }: SaveFilterDialogProps) {
  const { t } = useTranslation();
  const id = `sd-filter-name${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [name, setName] = useState('');
  const [iconClass, setIconClass] = useState('');
  const [departments, setDepartments] = useState<Option[]>([]);
  const [agents, setAgents] = useState<Option[]>([]);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const clearForm = () => {
    setName('');
    setIconClass('');
    setDepartments([]);
    setAgents([]);
  };

  const close = () => {
    clearForm();
    setFieldError(null);
    setFailure(null);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setFieldError(t('field_required'));
      return;
    }
    if (trimmed.length > NAME_MAX) {
      setFieldError(t('filter_name_too_long', { max: NAME_MAX }));
      return;
    }
    setFieldError(null);
    setFailure(null);
    try {
      await onSave({
        name: trimmed,
        icon_class: iconClass,
        departments: departments.map((option) => option.id),
        agents: agents.map((option) => option.id),
      });
      clearForm();
    } catch (error) {
      const nameError = isApiError(error) ? error.firstFieldMessages().name : undefined;
      if (nameError) setFieldError(nameError);
      setFailure(errorMessage(error));
    }
  };

  return (
    <Dialog show={show} width={DIALOG_WIDTH.filter} title={t('save_filter')} onClose={close} busy={busy}>
      <form onSubmit={submit} noValidate aria-label={t('save_filter')}>
        <AlertArea area="change-filter-save" alert={failure ? { kind: 'danger', text: failure } : null} />
        <div className="mb-3">
          <label htmlFor={id} className="form-label">
            {t('filter_name')}
          </label>
          <input
            id={id}
            type="text"
            className={`form-control${fieldError ? ' is-invalid' : ''}`}
            value={name}
            aria-required
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${id}-error` : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          {fieldError && (
            <div id={`${id}-error`} className="invalid-feedback d-block">
              {fieldError}
            </div>
          )}
        </div>
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('filter_icon')}</legend>
          <div className="d-flex flex-wrap gap-3">
            {[{ iconClass: '', labelKey: 'filter_icon_none' }, ...FILTER_ICONS].map((icon) => (
              <div key={icon.iconClass} className="form-check">
                <input
                  id={`${id}-icon-${icon.labelKey}`}
                  type="radio"
                  className="form-check-input"
                  name={`${id}-icon`}
                  checked={iconClass === icon.iconClass}
                  onChange={() => setIconClass(icon.iconClass)}
                />
                <label
                  htmlFor={`${id}-icon-${icon.labelKey}`}
                  className="form-check-label d-flex align-items-center gap-1"
                >
                  <FilterIcon iconClass={icon.iconClass} />
                  {t(icon.labelKey)}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
        {[
          { shareWith: 'departments', value: departments, onChange: setDepartments },
          { shareWith: 'agents', value: agents, onChange: setAgents },
        ].map(({ shareWith, value, onChange }) => (
          <div key={shareWith} className="mb-3">
            <AsyncMultiSelect
              id={`${id}-${shareWith}`}
              label={t(`filter_share_${shareWith}`)}
              dependency={shareWith}
              value={value}
              onChange={onChange}
            />
          </div>
        ))}
        <div className="d-flex justify-content-end gap-2">
          <DialogActions busy={busy} onCancel={close} submitLabel={t('save')} />
        </div>
      </form>
    </Dialog>
  );
}
