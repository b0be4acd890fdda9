import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutsidePointerDown } from '../filters/useOutsidePointerDown';

/** A column the chooser offers: its header and whether it shows now. */
export interface ChoosableColumn {
  id: string;
  header: string;
  shown: boolean;
}

interface ColumnChooserProps {
  /** The table's accessible name, in the menu's. */
  tableLabel: string;
  columns: ChoosableColumn[];
  onChoose(columnId: string, shown: boolean): void;
  /** Forgets the choice: the columns that fit show again. */
  onReset(): void;
  /** Whether the user has chosen any column (else there is nothing to reset). */
  hasChoice: boolean;
}

/**
 * The 'Columns' button and the menu it opens: a check box per column. Escape or a click outside
 * closes it; Escape gives the focus back to the button.
 */
export function ColumnChooser({ tableLabel, columns, onChoose, onReset, hasChoice }: ColumnChooserProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  useOutsidePointerDown(root, open, () => setOpen(false));

  const closeOnEscape = (event: KeyboardEvent) => {
    if (!open || event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="sd-column-chooser" ref={root} onKeyDown={closeOnEscape}>
      <button
        ref={button}
        type="button"
        className="btn btn-sm btn-outline-secondary"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {t('columns')}
      </button>
      <fieldset id={menuId} className="sd-column-chooser-menu" hidden={!open}>
        <legend className="sd-visually-hidden">{t('columns_of', { table: tableLabel })}</legend>
        {columns.map((column) => (
          <div className="form-check" key={column.id}>
            <input
              id={`${menuId}-${column.id}`}
              type="checkbox"
              className="form-check-input"
              checked={column.shown}
              onChange={(event) => onChoose(column.id, event.target.checked)}
            />
            <label htmlFor={`${menuId}-${column.id}`} className="form-check-label">
              {column.header}
            </label>
          </div>
        ))}
        <button type="button" className="btn btn-link btn-sm px-0" disabled={!hasChoice} onClick={onReset}>
          {t('columns_that_fit')}
        </button>
      </fieldset>
    </div>
  );
}
