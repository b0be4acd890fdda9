import { lazy, Suspense, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader } from './Loader';

export interface RichTextEditorProps {
  id: string;
  label: string;
  /** The HTML content. */
  value: string;
  onChange(html: string): void;
  onBlur?(): void;
  invalid?: boolean;
  /** Id of the element describing the field, e.g. its error text. */
  describedBy?: string;
  required?: boolean;
  disabled?: boolean;
}

/** CKEditor 5 is heavy: it loads with its CSS in its own chunk, the first time a form needs it. */
const RichTextEditorInner = lazy(() => import(/* webpackChunkName: "rich-text-editor" */ './RichTextEditorInner'));

/** CKEditor's own variables (scoped under .sd-root) take the colour of Bootstrap's invalid fields. */
const INVALID_STYLE = {
  '--ck-color-base-border': 'var(--bs-form-invalid-border-color)',
  '--ck-color-toolbar-border': 'var(--bs-form-invalid-border-color)',
} as CSSProperties;

/** A labelled rich-text field (CKEditor 5: paragraphs, bold, italic, links and lists). */
export function RichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation();
  const labelId = `${props.id}-label`;
  return (
    <div className="sd-rich-text">
      {/* CKEditor's editable is a contenteditable element, which a label cannot point at with
          htmlFor: the editable is named by aria-labelledby instead. */}
      <label id={labelId} className="form-label">
        {props.label}
      </label>
      <div style={props.invalid ? INVALID_STYLE : undefined}>
        <Suspense fallback={<Loader small label={t('loading_editor')} />}>
          <RichTextEditorInner {...props} labelId={labelId} />
        </Suspense>
      </div>
    </div>
  );
}
