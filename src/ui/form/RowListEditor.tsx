import { useId, type ReactNode } from 'react';
import { FieldArray, getIn, useFormikContext, type ArrayHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
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

interface RemovableRowProps {
  title: string;
  /** The remove button's accessible name, e.g. 'Remove rule 2'. */
  removeLabel: string;
  onRemove(): void;
  children: ReactNode;
}

/** A row of a RowListEditor: a group titled `title` with a remove button, then its fields (the list item keeps its role). */
export function RemovableRow({ title, removeLabel, onRemove, children }: RemovableRowProps) {
  const { t } = useTranslation();
  const titleId = `${useId()}-title`;
  return (
    <li className="list-group-item">
      <div role="group" aria-labelledby={titleId}>
        <div className="d-flex justify-content-between align-items-center mb-2">
          <h3 id={titleId} className="h6 mb-0">
            {title}
          </h3>
          <button type="button" className="btn btn-sm btn-outline-danger" aria-label={removeLabel} onClick={onRemove}>
            {t('remove')}
          </button>
        </div>
        {children}
      </div>
    </li>
  );
}
