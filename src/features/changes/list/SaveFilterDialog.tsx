import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { AlertArea } from '@/ui/AlertArea';
import { errorMessage } from '@/ui/alerts';
import { DIALOG_WIDTH } from '@/ui/constants';
import { Dialog } from '@/ui/Dialog';
import { DialogActions } from '@/ui/DialogActions';

interface SaveFilterDialogProps {
  show: boolean;
  busy: boolean;
  onSave(name: string): Promise<unknown>;
  onClose(): void;
}

const NAME_MAX = 100;

/** Asks for the name of a new saved filter; the name is required. Server errors stay in the dialog. */
export function SaveFilterDialog({ show, busy, onSave, onClose }: SaveFilterDialogProps) {
  const { t } = useTranslation();
  const id = `sd-filter-name${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setName('');
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
      await onSave(trimmed);
      setName('');
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
        <div className="d-flex justify-content-end gap-2">
          <DialogActions busy={busy} onCancel={close} submitLabel={t('save')} />
        </div>
      </form>
    </Dialog>
  );
}
