interface ChoicesFilterProps {
  id: string;
  label: string;
  choices: string[];
  value: string[];
  onChange(value: string[]): void;
}

/** A group of check boxes, one per choice; a record matches any ticked choice. */
export function ChoicesFilter({ id, label, choices, value, onChange }: ChoicesFilterProps) {
  const toggle = (choice: string, checked: boolean) =>
    onChange(checked ? [...value, choice] : value.filter((chosen) => chosen !== choice));
  return (
    <fieldset>
      <legend className="form-label fs-6">{label}</legend>
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
