import { RadioGroupField } from './RadioGroupField';

interface OnOffFieldProps {
  name: string;
  label: string;
  /** The labels of '1' and of '0'. */
  on: string;
  off: string;
}

/** A required choice between two radio buttons whose values are '1' (on) and '0' (off). */
export function OnOffField({ name, label, on, off }: OnOffFieldProps) {
  return (
    <RadioGroupField
      name={name}
      label={label}
      required
      choices={[
        { value: '1', label: on },
        { value: '0', label: off },
      ]}
    />
  );
}
