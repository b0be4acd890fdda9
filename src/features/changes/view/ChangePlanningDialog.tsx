import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeGeneralInfo, ChangePlanningAttachment, ChangePlanningKey } from '../../../api/changeView';
import { isApiError } from '../../../api/errors';
import { AlertArea } from '../../../ui/AlertArea';
import { useAlert } from '../../../ui/alerts';
import { Attachment } from '../../../ui/Attachment';
import { DIALOG_WIDTH } from '../../../ui/constants';
import { Dialog } from '../../../ui/Dialog';
import { DialogActions } from '../../../ui/DialogActions';
import { Loader } from '../../../ui/Loader';
import { RichTextEditor } from '../../../ui/RichTextEditor';
import { useChangePlanningEntry, useSaveChangePlanning } from './hooks';
import { CHANGE_PLANNING_LABEL_KEYS } from './planningLabels';
import { SingleFileInput } from '../../../ui/form/SingleFileInput';

export const PLANNING_REQUIRED = 'This field is required.';
/** Height of the popup's scrolling body, from the specification. */
const BODY_MAX_HEIGHT = 300;

/** Text of an HTML description, to tell an empty editor from a written one. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/gi, ' ')
    .trim();
}

export interface ChangePlanningDialogProps {
  changeId: number;
  /** The entry being written; null closes the dialog. */
  planningKey: ChangePlanningKey | null;
  onClose(): void;
  onSaved(message: string): void;
}

/** The planning popup of a change: a required description and one attachment. */
export function ChangePlanningDialog({ changeId, planningKey, onClose, onSaved }: ChangePlanningDialogProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<ChangePlanningKey | null>(planningKey);
  if (planningKey !== null && planningKey !== shown) setShown(planningKey);
  const entry = useChangePlanningEntry(changeId, planningKey);
  const save = useSaveChangePlanning(changeId);
  const formId = useId();
  const key = planningKey ?? shown;

  return (
    <Dialog
      show={planningKey !== null}
      width={DIALOG_WIDTH.assign}
      title={key ? t(CHANGE_PLANNING_LABEL_KEYS[key]) : ''}
      onClose={onClose}
      busy={save.isPending}
      footer={
        <DialogActions
          busy={save.isPending}
          onCancel={onClose}
          submitLabel={t('submit')}
          form={formId}
          disabled={entry.isPending || planningKey === null}
        />
      }
    >
      {/* Only the first load replaces the form: the refresh after a failed save keeps what was typed. */}
      {planningKey === null ? null : entry.isPending ? (
        <Loader />
      ) : (
        <PlanningForm
          key={planningKey}
          formId={formId}
          changeId={changeId}
          planningKey={planningKey}
          initial={entry.data ?? null}
          onSubmit={(input, onError) => save.mutate(input, { onSuccess: (message) => onSaved(message), onError })}
        />
      )}
    </Dialog>
  );
}

interface PlanningFormProps {
  formId: string;
  changeId: number;
  planningKey: ChangePlanningKey;
  initial: ChangeGeneralInfo | null;
  onSubmit(
    input: { identifier: ChangePlanningKey; description: string; attachment: File | null; attachmentDelete: boolean },
    onError: (error: unknown) => void,
  ): void;
}

function PlanningForm({ formId, changeId, planningKey, initial, onSubmit }: PlanningFormProps) {
  const { t } = useTranslation();
  const { alert, showError, clear } = useAlert();
  const [description, setDescription] = useState(initial?.description ?? '');
  const [stored, setStored] = useState<ChangePlanningAttachment | null>(initial?.attachment ?? null);
  const [attachmentDelete, setAttachmentDelete] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ids = { description: `${formId}-description`, file: `${formId}-file` };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (plainText(description) === '') {
      setError(PLANNING_REQUIRED);
      return;
    }
    setError(null);
    clear();
    onSubmit({ identifier: planningKey, description, attachment: file, attachmentDelete }, (failure) => {
      showError(failure);
      if (isApiError(failure)) setError(failure.firstFieldMessages().description ?? null);
    });
  };

  return (
    <form id={formId} onSubmit={submit} noValidate aria-label={t(CHANGE_PLANNING_LABEL_KEYS[planningKey])}>
      <AlertArea area="planning-popup" alert={alert} onDismiss={clear} />
      <div style={{ maxHeight: BODY_MAX_HEIGHT, overflowY: 'auto' }} className="pe-1">
        <div className="mb-3">
          <RichTextEditor
            id={ids.description}
            label={t('description')}
            value={description}
            onChange={setDescription}
            invalid={Boolean(error)}
            describedBy={error ? `${ids.description}-error` : undefined}
            required
          />
          {error && (
            <div id={`${ids.description}-error`} className="invalid-feedback d-block">
              {error}
            </div>
          )}
        </div>
        {stored && (
          <div className="d-flex align-items-center gap-2 mb-2">
            <Attachment file={stored} owner={stored.owner || `sd_changes_planning:${changeId}:${planningKey}`} />
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              aria-label={t('remove_attachment', { name: stored.value })}
              onClick={() => {
                setStored(null);
                setAttachmentDelete(true);
              }}
            >
              {t('remove')}
            </button>
          </div>
        )}
        <SingleFileInput id={ids.file} label={t('attachment')} file={file} onChange={setFile} />
      </div>
    </form>
  );
}
