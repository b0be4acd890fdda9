import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileSize } from '../format/fileSize';

interface MultiFileInputProps {
  id: string;
  label: string;
  files: File[];
  onChange(files: File[]): void;
  /** Files larger than this are refused with a message; the others are kept. */
  maxBytes: number;
  disabled?: boolean;
}

/** Several files chosen one pick at a time, each listed with its size and a remove button. */
export function MultiFileInput({ id, label, files, onChange, maxBytes, disabled }: MultiFileInputProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const errorId = `${id}-error`;

  const add = (chosen: FileList | null) => {
    const picked = Array.from(chosen ?? []);
    setRefused(picked.filter((file) => file.size > maxBytes).map((file) => file.name));
    onChange([...files, ...picked.filter((file) => file.size <= maxBytes)]);
    // The same file can be picked again after it was removed.
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        multiple
        className={`form-control${refused.length > 0 ? ' is-invalid' : ''}`}
        aria-invalid={refused.length > 0 || undefined}
        aria-describedby={refused.length > 0 ? errorId : undefined}
        disabled={disabled}
        onChange={(event) => add(event.target.files)}
      />
      {refused.length > 0 && (
        <div id={errorId} className="invalid-feedback d-block">
          {t('files_too_large', { names: refused.join(', '), size: fileSize(maxBytes) })}
        </div>
      )}
      {files.length > 0 && (
        <ul className="list-unstyled mt-2 mb-0" aria-label={t('chosen_files')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="d-flex align-items-center gap-2 small">
              <span className="text-break">
                {file.name} ({fileSize(file.size)})
              </span>
              <button
                type="button"
                className="btn btn-link btn-sm p-0"
                aria-label={t('remove_attachment', { name: file.name })}
                disabled={disabled}
                onClick={() => onChange(files.filter((_, position) => position !== index))}
              >
                {t('remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
