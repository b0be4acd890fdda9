import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommentInput } from '@/api/change-comments';
import { htmlText } from '@/format/htmlText';
import { AlertArea } from '@/ui/AlertArea';
import { DIALOG_WIDTH } from '@/ui/constants';
import { ActionDialog } from '@/ui/ActionDialog';
import { FieldError } from '@/ui/form/FieldError';
import { fileSizeError } from '@/ui/form/fileSizeError';
import { useDialogSubmit } from '@/ui/hooks/useDialogSubmit';
import { RichTextEditor } from '@/ui/RichTextEditor';

export interface CommentDialogProps {
  show: boolean;
  title: string;
  /** The text to start from (editing). */
  initial?: string;
  parentId: number | null;
  onClose(): void;
  onSubmit(input: CommentInput): Promise<string>;
  onDone(message: string): void;
}

/** The 700 px comment modal: the comment (submit disabled while empty) and files. */
export function CommentDialog({ show, title, initial = '', parentId, onClose, onSubmit, onDone }: CommentDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [comment, setComment] = useState(initial);
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | undefined>();
  const { busy, failure, run } = useDialogSubmit();
  const empty = htmlText(comment) === '';

  const submit = async () => {
    if (empty || busy) return;
    await run(() => onSubmit({ comment, parentId, attachments: files }), onDone);
  };

  return (
    <ActionDialog
      show={show}
      width={DIALOG_WIDTH.comment}
      title={title}
      onClose={onClose}
      busy={busy}
      submitLabel={t('submit')}
      onSubmit={() => void submit()}
      disabled={empty}
    >
      <AlertArea area="change-discussion" alert={failure} />
      <div className="mb-3">
        <RichTextEditor
          id={`${id}-comment`}
          label={t('change_comment')}
          value={comment}
          onChange={setComment}
          required
        />
      </div>
      <label htmlFor={`${id}-files`} className="form-label">
        {t('change_comment_attachments')}
      </label>
      <input
        id={`${id}-files`}
        type="file"
        multiple
        className={`form-control${filesError ? ' is-invalid' : ''}`}
        aria-invalid={filesError ? true : undefined}
        aria-describedby={filesError ? `${id}-files-error` : undefined}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          const tooLarge = fileSizeError(t, chosen);
          setFilesError(tooLarge);
          if (tooLarge) event.target.value = '';
          setFiles(tooLarge ? [] : chosen);
        }}
      />
      <FieldError id={`${id}-files-error`} message={filesError} />
    </ActionDialog>
  );
}
