import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from './FieldError';
import { fileSizeError } from './fileSizeError';

interface SingleFileInputProps {
  id: string;
  label: string;
  file: File | null;
  onChange(file: File | null): void;
}

/** One file outside a Formik form: too large is refused on the field; the chosen one can be removed. */
export function SingleFileInput({ id, label, file, onChange }: SingleFileInputProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const errorId = `${id}-error`;
  return (
    <>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          const tooLarge = fileSizeError(t, chosen ? [chosen] : []);
          setError(tooLarge);
          if (tooLarge) event.target.value = '';
          onChange(tooLarge ? null : chosen);
        }}
      />
      <FieldError id={errorId} message={error} />
      {file && (
        <div className="d-flex align-items-center gap-2 mt-2">
          <span>{file.name}</span>
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            aria-label={t('remove_attachment', { name: file.name })}
            onClick={() => {
              onChange(null);
              if (input.current) input.current.value = '';
            }}
          >
            {t('remove')}
          </button>
        </div>
      )}
    </>
  );
}
