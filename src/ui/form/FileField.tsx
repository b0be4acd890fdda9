import { useRef, useState } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { fileSize } from '@/format/fileSize';
import { Attachment, type AttachmentFile } from '../Attachment';
import { FieldError } from './FieldError';
import { fileSizeError } from './fileSizeError';
import { useFieldIds } from './useFieldIds';
import { useFieldErrorMessage } from './serverFieldErrors';

export interface FileFieldProps {
  /** The field holding the newly chosen File (or null). */
  name: string;
  /** The boolean field set when the current attachment is to be removed. */
  deleteName: string;
  label: string;
  /** The attachment saved so far, shown with a remove toggle. */
  current?: AttachmentFile | null;
  /** The attachment's owner for its download link, e.g. 'sd_problem:12'. */
  owner?: string;
  id?: string;
  accept?: string;
  disabled?: boolean;
}

/** Choose one file; the current attachment is shown and can be removed, or replaced by choosing another. */
export function FileField({ name, deleteName, label, current, owner, id, accept, disabled }: FileFieldProps) {
  const { t } = useTranslation();
  const [, meta, helpers] = useField<File | null>(name);
  const [deleteField, , deleteHelpers] = useField<boolean>(deleteName);
  const ids = useFieldIds(name, id);
  const inputRef = useRef<HTMLInputElement>(null);
  const [sizeError, setSizeError] = useState<string | undefined>();
  const fieldError = useFieldErrorMessage(name, meta.touched, meta.error);
  const error = sizeError ?? fieldError;
  const file = meta.value;
  const removeId = `${ids.id}-remove`;
  const hintId = `${ids.id}-hint`;
  const describedBy = [current && !deleteField.value ? hintId : null, error ? ids.errorId : null]
    .filter(Boolean)
    .join(' ');

  const clearChosen = () => {
    void helpers.setValue(null);
    setSizeError(undefined);
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <div className="mb-3">
      <label htmlFor={ids.id} className="form-label">
        {label}
      </label>
      {current && (
        <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
          <span className={deleteField.value ? 'text-decoration-line-through' : undefined}>
            {owner ? <Attachment file={current} owner={owner} /> : current.value}
          </span>
          <div className="form-check mb-0">
            <input
              id={removeId}
              type="checkbox"
              className="form-check-input"
              checked={Boolean(deleteField.value)}
              disabled={disabled}
              onChange={(event) => void deleteHelpers.setValue(event.target.checked)}
            />
            <label htmlFor={removeId} className="form-check-label">
              {t('remove_current_attachment', { name: current.value })}
            </label>
          </div>
        </div>
      )}
      <input
        ref={inputRef}
        id={ids.id}
        name={name}
        type="file"
        className={`form-control${error ? ' is-invalid' : ''}`}
        accept={accept}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          const tooLarge = fileSizeError(t, chosen ? [chosen] : []);
          setSizeError(tooLarge);
          if (tooLarge) event.target.value = '';
          void helpers.setValue(tooLarge ? null : chosen);
          void helpers.setTouched(true, false);
        }}
      />
      {current && !deleteField.value && (
        <div id={hintId} className="form-text">
          {t('attachment_replace_hint')}
        </div>
      )}
      {file && (
        <div className="d-flex align-items-center gap-2 mt-2 small">
          <span>{t('chosen_file', { name: file.name, size: fileSize(file.size) })}</span>
          <button type="button" className="btn btn-sm btn-link p-0" onClick={clearChosen} disabled={disabled}>
            {t('clear_chosen_file', { name: file.name })}
          </button>
        </div>
      )}
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
