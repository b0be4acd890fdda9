import type { ReactNode } from 'react';
import { FieldArray, getIn, useFormikContext, type ArrayHelpers } from 'formik';
import { ListError } from './ListError';

interface RowListEditorProps<Row extends { key: string }> {
  /** The form's array field. */
  name: string;
  /** Prefix of the ids of the title (`<id>-title`) and of the list's error (`<id>-error`). */
  id: string;
  title: string;
  addLabel: string;
  /** The row the add button appends. */
  blank: () => Row;
  /** Shown instead of the list while it has no row; by default an empty list. */
  empty?: ReactNode;
  /** The row's editor, an `<li>` keyed by `row.key`. */
  renderRow: (row: Row, index: number, helpers: ArrayHelpers<Row[]>) => ReactNode;
}

/** An ordered list of rows of a form: titled, each row edited in place, the list's error, added at the end. */
export function RowListEditor<Row extends { key: string }>({
  name,
  id,
  title,
  addLabel,
  blank,
  empty,
  renderRow,
}: RowListEditorProps<Row>) {
  const { values } = useFormikContext<unknown>();
  const rows = (getIn(values, name) as Row[] | undefined) ?? [];
  return (
    <section aria-labelledby={`${id}-title`} className="mb-3">
      <h2 id={`${id}-title`} className="h6">
        {title}
      </h2>
      <FieldArray name={name}>
        {(helpers: ArrayHelpers<Row[]>) => (
          <>
            {rows.length === 0 && empty !== undefined ? (
              empty
            ) : (
              <ol className="list-group mb-2">{rows.map((row, index) => renderRow(row, index, helpers))}</ol>
            )}
            <ListError name={name} id={`${id}-error`} />
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => helpers.push(blank())}>
              {addLabel}
            </button>
          </>
        )}
      </FieldArray>
    </section>
  );
}
