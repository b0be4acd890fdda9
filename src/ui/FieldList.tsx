import type { ReactNode } from 'react';

/** One labelled value of a record: [label, value]. */
export type Field = [label: string, value: ReactNode];

interface FieldListProps {
  fields: Field[];
  /** Classes of the list, of each label/value column and of each value. */
  className: string;
  itemClassName: string;
  valueClassName?: string;
  /** Accessible name of the list. */
  label?: string;
}

/** A record's labelled values as a description list laid out in grid columns. */
export function FieldList({ fields, className, itemClassName, valueClassName = 'mb-0', label }: FieldListProps) {
  return (
    <dl className={className} aria-label={label}>
      {fields.map(([term, value]) => (
        <div key={term} className={itemClassName}>
          <dt className="small text-secondary fw-normal">{term}</dt>
          <dd className={valueClassName}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
