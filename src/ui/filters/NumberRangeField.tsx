import { useTranslation } from 'react-i18next';

interface NumberRangeFieldProps {
  id: string;
  label: string;
  /** The lowest and highest values the list holds. */
  bounds: { min: number; max: number };
  /** 'min~max', or undefined when the filter is not set. */
  value: string | undefined;
  onChange(value: string | undefined): void;
}

/** A range between two numbers within the list's bounds, held as 'min~max'. */
export function NumberRangeField({ id, label, bounds, value, onChange }: NumberRangeFieldProps) {
  const { t } = useTranslation();
  const [from = '', to = ''] = value ? value.split('~') : [];
  const change = (nextFrom: string, nextTo: string) => {
    if (nextFrom === '' && nextTo === '') onChange(undefined);
    else onChange(`${nextFrom === '' ? bounds.min : nextFrom}~${nextTo === '' ? bounds.max : nextTo}`);
  };
  return (
    <fieldset>
      <legend className="form-label fs-6">{label}</legend>
      <div className="d-flex gap-2">
        {(['from', 'to'] as const).map((end) => (
          <input
            key={end}
            id={`${id}-${end}`}
            type="number"
            className="form-control"
            aria-label={`${label}: ${t(end)}`}
            min={bounds.min}
            max={bounds.max}
            placeholder={String(end === 'from' ? bounds.min : bounds.max)}
            value={end === 'from' ? from : to}
            onChange={(event) => (end === 'from' ? change(event.target.value, to) : change(from, event.target.value))}
          />
        ))}
      </div>
    </fieldset>
  );
}
