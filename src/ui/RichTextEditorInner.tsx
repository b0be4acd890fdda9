import { useEffect, useRef, useState } from 'react';
import { CKEditor } from '@ckeditor/ckeditor5-react';
import { Bold, ClassicEditor, Essentials, Italic, Link, List, Paragraph, type EditorConfig } from 'ckeditor5';
import 'ckeditor5/ckeditor5.css';
import { usePortalContainer } from './PortalContainer';
import type { RichTextEditorProps } from './RichTextEditor';

const PLUGINS = [Essentials, Paragraph, Bold, Italic, Link, List];
const TOOLBAR = ['undo', 'redo', '|', 'bold', 'italic', 'link', '|', 'bulletedList', 'numberedList'];

type InnerProps = RichTextEditorProps & { labelId: string };

/** The editable's ARIA state follows the field's: labelled, invalid, described by its error text. */
function applyAria(
  editor: ClassicEditor,
  { labelId, invalid, describedBy, required }: Pick<InnerProps, 'labelId' | 'invalid' | 'describedBy' | 'required'>,
) {
  const view = editor.editing.view;
  const root = view.document.getRoot();
  if (!root) return;
  view.change((writer) => {
    writer.setAttribute('aria-labelledby', labelId, root);
    if (required) writer.setAttribute('aria-required', 'true', root);
    else writer.removeAttribute('aria-required', root);
    if (invalid) writer.setAttribute('aria-invalid', 'true', root);
    else writer.removeAttribute('aria-invalid', root);
    if (describedBy) writer.setAttribute('aria-describedby', describedBy, root);
    else writer.removeAttribute('aria-describedby', root);
  });
}

/** Above Bootstrap's modal (1055), so the link balloon shows when the form sits in a dialog. */
const PANEL_Z_INDEX = '1070';

/**
 * CKEditor puts its balloons (the link form) in a container on the page's body, outside .sd-root,
 * where the plugin's scoped CSS cannot reach them: that container moves next to the dialogs.
 */
function moveBodyIntoPluginRoot(editor: ClassicEditor, portal: HTMLElement | undefined) {
  const body = editor.ui.view.body.bodyCollectionContainer;
  const target = portal ?? editor.ui.view.element?.closest<HTMLElement>('.sd-root');
  if (!body || !target) return;
  body.style.setProperty('--ck-z-panel', PANEL_Z_INDEX);
  target.appendChild(body);
}

/** The lazily loaded part of RichTextEditor: CKEditor itself, its plugins and its CSS. */
export default function RichTextEditorInner({
  id,
  label,
  value,
  onChange,
  onBlur,
  disabled,
  invalid,
  describedBy,
  required,
  labelId,
}: InnerProps) {
  const editorRef = useRef<ClassicEditor | null>(null);
  const portal = usePortalContainer();
  // CKEditor re-creates itself when its config changes: the config is built once.
  const [config] = useState<EditorConfig>(() => ({ licenseKey: 'GPL', plugins: PLUGINS, toolbar: TOOLBAR, label }));

  useEffect(() => {
    if (editorRef.current) applyAria(editorRef.current, { labelId, invalid, describedBy, required });
  }, [labelId, invalid, describedBy, required]);

  return (
    <CKEditor
      id={id}
      editor={ClassicEditor}
      config={config}
      data={value}
      disabled={disabled}
      onReady={(editor) => {
        editorRef.current = editor;
        moveBodyIntoPluginRoot(editor, portal);
        applyAria(editor, { labelId, invalid, describedBy, required });
      }}
      onAfterDestroy={() => {
        editorRef.current = null;
      }}
      onChange={(_event, editor) => onChange(editor.getData())}
      onBlur={() => onBlur?.()}
    />
  );
}
