import type { ReactNode } from 'react';

interface ChoicesFilterProps {
  id: string;
  label: string;
  /** What the legend shows, when not the label itself (a label cut short). */
  caption?: ReactNode;
  choices: string[];
  value: string[];
  onChange(value: string[]): void;
}

/** A group of check boxes, one per choice; a record matches any ticked choice. */
export function ChoicesFilter({ id, label, caption, choices, value, onChange }: ChoicesFilterProps) {
  const toggle = (choice: string, checked: boolean) =>
    onChange(checked ? [...value, choice] : value.filter((chosen) => chosen !== choice));
  return (
    <fieldset>
      <legend className="form-label fs-6">{caption ?? label}</legend>
      {choices.map((choice, index) => (
        <div className="form-check" key={choice}>
          <input
            id={`${id}-${index}`}
            type="checkbox"
            className="form-check-input"
            checked={value.includes(choice)}
            onChange={(event) => toggle(choice, event.target.checked)}
          />
          <label htmlFor={`${id}-${index}`} className="form-check-label">
            {choice}
          </label>
        </div>
      ))}
    </fieldset>
  );
}
