import DatePicker from 'react-datepicker';
import { startOfDay } from 'date-fns';
import { HALF_HOUR_TIMES } from '@/format/dates';
import '../styles/filter-controls.scss';

interface DateTimeInputProps {
  id: string;
  label: string;
  timeLabel: string;
  date: Date | null;
  time: string;
  invalid: boolean;
  describedBy?: string;
  onDateChange(date: Date | null): void;
  onTimeChange(time: string): void;
}

/** One end of a date range: a date picker (date only) and its half-hour time choice. */
export function DateTimeInput({
  id,
  label,
  timeLabel,
  date,
  time,
  invalid,
  describedBy,
  onDateChange,
  onTimeChange,
}: DateTimeInputProps) {
  const timeId = `${id}-time`;
  return (
    <div className="sd-date-time">
      <label htmlFor={id} className="form-label small mb-1">
        {label}
      </label>
      <div className="d-flex gap-2">
        <DatePicker
          id={id}
          selected={date}
          onChange={(picked: Date | null) => onDateChange(picked ? startOfDay(picked) : null)}
          dateFormat="yyyy-MM-dd"
          placeholderText="YYYY-MM-DD"
          autoComplete="off"
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          wrapperClassName="sd-date-picker"
          ariaInvalid={invalid ? 'true' : undefined}
          ariaDescribedBy={describedBy}
          // Fixed, so the calendar is not clipped by a scrolling dialog body.
          popperProps={{ strategy: 'fixed' }}
        />
        <select
          id={timeId}
          className="form-select sd-time-select"
          aria-label={timeLabel}
          value={time}
          onChange={(event) => onTimeChange(event.target.value)}
        >
          {HALF_HOUR_TIMES.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
