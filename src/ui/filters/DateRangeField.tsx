import '../styles/filter-controls.scss';
import 'react-datepicker/dist/react-datepicker.css';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { draftFromRange, readDraft, sameRange, type DateRangeDraft } from './dateRangeDraft';
import { DateTimeInput } from './DateTimeInput';
import type { DateRange } from './types';

/** The range's two ends, each a date and a time. */
const RANGE_ENDS = ['from', 'to'] as const;

export interface DateRangeFieldProps {
  id: string;
  label: string;
  /** What the legend shows, when not the label itself (a label cut short). */
  caption?: ReactNode;
  value: DateRange | null;
  onChange(value: DateRange | null): void;
}

/**
 * A from/to date range with half-hour times. Reports a range only when both dates are set and the
 * end is not before the start; otherwise it reports null.
 */
export function DateRangeField({ id, label, caption, value, onChange }: DateRangeFieldProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<DateRangeDraft>(() => draftFromRange(value));
  const [reported, setReported] = useState<DateRange | null>(value);

  // A value from outside (a reset, a saved filter) replaces what is being edited.
  if (!sameRange(value, reported)) {
    setReported(value);
    setDraft(draftFromRange(value));
  }

  const update = (next: DateRangeDraft) => {
    setDraft(next);
    const { range } = readDraft(next);
    if (!sameRange(range, reported)) {
      setReported(range);
      onChange(range);
    }
  };

  const { invalid } = readDraft(draft);
  const errorId = `${id}-error`;

  return (
    <fieldset className="sd-date-range">
      <legend className="form-label">{caption ?? label}</legend>
      <div className="d-flex flex-column gap-2">
        {RANGE_ENDS.map((end) => (
          <DateTimeInput
            key={end}
            id={`${id}-${end}`}
            label={t(end)}
            timeLabel={t(`${end}_time`)}
            date={draft[`${end}Date`]}
            time={draft[`${end}Time`]}
            invalid={invalid}
            describedBy={invalid ? errorId : undefined}
            onDateChange={(date) => update({ ...draft, [`${end}Date`]: date })}
            onTimeChange={(time) => update({ ...draft, [`${end}Time`]: time })}
          />
        ))}
      </div>
      {invalid ? (
        <div id={errorId} role="alert" className="invalid-feedback d-block">
          {t('date_range_end_before_start')}
        </div>
      ) : null}
      <button
        type="button"
        className="btn btn-link btn-sm px-0"
        aria-label={t('clear_field', { label })}
        onClick={() => update(draftFromRange(null))}
      >
        {t('clear')}
      </button>
    </fieldset>
  );
}
