import type { ReactNode } from 'react';
import { FieldList, type Field } from '@/ui/FieldList';

interface RecordDetailsProps {
  /** Accessible name of the list, e.g. 'Vendor details'. */
  label: string;
  fields: Field[];
  /** Each value's column: by default one of two, or of three on wide screens. */
  itemClassName?: string;
  valueClassName?: string;
  /** Shown below the values (the description button). */
  children?: ReactNode;
}

/** The body of a record's header card: its labelled values in grid columns, then `children`. */
export function RecordDetails({
  label,
  fields,
  itemClassName = 'col-sm-6 col-lg-4 mb-2',
  valueClassName = 'mb-0 text-break',
  children,
}: RecordDetailsProps) {
  return (
    <div className="card-body">
      <FieldList
        label={label}
        className={children ? 'row mb-2' : 'row mb-0'}
        itemClassName={itemClassName}
        valueClassName={valueClassName}
        fields={fields}
      />
      {children}
    </div>
  );
}
