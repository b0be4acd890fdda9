import { Children, type ReactNode } from 'react';

/** A form's fields two per row (one per row on narrow screens). */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <div className="row">
      {Children.map(children, (field) => (field ? <div className="col-md-6">{field}</div> : null))}
    </div>
  );
}
