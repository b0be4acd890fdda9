import DatePicker from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { format, isValid, parse } from 'date-fns';
import { LabelledField, useControlField } from '@/ui/form/LabelledField';

const DAY = 'yyyy-MM-dd';

export interface DateFieldProps {
  name: string;
  label: string;
  required?: boolean;
}

function dateOf(text: string | undefined): Date | null {
  if (!text) return null;
  const date = parse(text, DAY, new Date());
  return isValid(date) ? date : null;
}

/** A day picked with react-datepicker, held as 'YYYY-MM-DD' ('' for none). */
export function DateField({ name, label, required }: DateFieldProps) {
  const { field, helpers, ids, error } = useControlField<string>(name);
  return (
    <LabelledField ids={ids} label={label} error={error}>
      <DatePicker
        id={ids.id}
        name={name}
        selected={dateOf(field.value)}
        onChange={(picked: Date | null) => void helpers.setValue(picked ? format(picked, DAY) : '')}
        onBlur={() => void helpers.setTouched(true)}
        dateFormat={DAY}
        placeholderText="YYYY-MM-DD"
        autoComplete="off"
        className={`form-control${error ? ' is-invalid' : ''}`}
        wrapperClassName="d-block"
        ariaRequired={required ? 'true' : undefined}
        ariaInvalid={error ? 'true' : undefined}
        ariaDescribedBy={error ? ids.errorId : undefined}
        popperProps={{ strategy: 'fixed' }}
      />
    </LabelledField>
  );
}
