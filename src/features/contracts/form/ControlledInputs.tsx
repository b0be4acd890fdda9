import { LabelledField, useControlField } from '@/ui/form/LabelledField';

/** Digits with at most one decimal point and two decimals, as typed (the currency field). */
const CURRENCY = /^\d*(\.\d{0,2})?$/;

interface InputProps {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
}

/** The cost: only digits, one point and two decimals can be typed; a cost of 0 clears the field. */
export function CostField({ name, label, required }: InputProps) {
  const { field, helpers, ids, error, controlProps } = useControlField<string>(name);
  return (
    <LabelledField ids={ids} label={label} error={error}>
      <input
        {...controlProps('form-control', required)}
        name={name}
        inputMode="decimal"
        autoComplete="off"
        value={field.value}
        onChange={(event) => {
          const typed = event.target.value;
          if (!CURRENCY.test(typed)) return;
          void helpers.setValue(typed !== '' && !typed.endsWith('.') && Number(typed) === 0 ? '' : typed);
        }}
        onBlur={field.onBlur}
      />
    </LabelledField>
  );
}
