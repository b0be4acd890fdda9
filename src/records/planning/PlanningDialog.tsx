import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { attachmentOwner, type StoredAttachment } from '@/api/attachments';
import { isApiError } from '@/api/errors';
import {
  planningMutations,
  planningQueries,
  type PlanningInput,
  type PlanningKey,
  type PlanningNote,
  type PlanningOwner,
} from '@/api/planning';
import { useHttp } from '@/host/PluginContext';
import { AlertArea } from '@/ui/AlertArea';
import { useAlert } from '@/ui/alerts';
import { Attachment } from '@/ui/Attachment';
import { DIALOG_WIDTH } from '@/ui/constants';
import { ActionDialog } from '@/ui/ActionDialog';
import { SingleFileInput } from '@/ui/form/SingleFileInput';
import { Loader } from '@/ui/Loader';
import { RichTextEditor } from '@/ui/RichTextEditor';
import { planningLabel } from './planningLabels';
import { validatePlanning, type PlanningErrors } from './planningSchema';
import { FieldError } from '@/ui/form/FieldError';

export interface PlanningDialogProps {
  owner: PlanningOwner;
  /** The note being written; null closes the dialog. */
  planningKey: PlanningKey | null;
  onClose(): void;
  onSaved(message: string): void;
}

/** Height of the popup's scrolling body, from the specification. */
const BODY_MAX_HEIGHT = 300;

/**
 * The planning popup of a record: a required description, a title for a problem's solution, and
 * one attachment. It opens filled with what the server holds (empty after a 404).
 */
export function PlanningDialog({ owner, planningKey, onClose, onSaved }: PlanningDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  // Keeps the last note while the dialog fades out.
  const [shown, setShown] = useState<PlanningKey | null>(planningKey);
  if (planningKey !== null && planningKey !== shown) setShown(planningKey);
  const key = planningKey ?? shown;
  const entry = useQuery({
    ...planningQueries.entry(http, owner, key ?? PLACEHOLDER_KEY),
    enabled: planningKey !== null,
  });
  const save = useMutation(planningMutations.save(http, owner));
  const formId = useId();

  return (
    <ActionDialog
      show={planningKey !== null}
      width={DIALOG_WIDTH.assign}
      title={key ? planningLabel(t, owner.type, key) : ''}
      onClose={onClose}
      busy={save.isPending}
      submitLabel={t('submit')}
      form={formId}
      disabled={entry.isFetching || planningKey === null}
    >
      {planningKey === null ? null : entry.isFetching ? (
        <Loader />
      ) : (
        <PlanningForm
          // A fresh form for each opening, filled from what the server holds (nothing after a 404).
          key={planningKey}
          formId={formId}
          owner={owner}
          planningKey={planningKey}
          initial={entry.data ?? null}
          saving={save.isPending}
          onSubmit={(input, onError, onSettled) =>
            save.mutate(input, { onSuccess: (message) => onSaved(message), onError, onSettled })
          }
        />
      )}
    </ActionDialog>
  );
}

/** The key a closed dialog's disabled query is filed under. */
const PLACEHOLDER_KEY: PlanningKey = 'impact';

interface PlanningFormProps {
  formId: string;
  owner: PlanningOwner;
  planningKey: PlanningKey;
  initial: PlanningNote | null;
  saving: boolean;
  onSubmit(input: PlanningInput, onError: (error: unknown) => void, onSettled: () => void): void;
}

function PlanningForm({ formId, owner, planningKey, initial, saving, onSubmit }: PlanningFormProps) {
  const { t } = useTranslation();
  const { alert, showError, clear } = useAlert();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [stored, setStored] = useState<StoredAttachment | null>(initial?.attachment ?? null);
  const [attachmentDelete, setAttachmentDelete] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<PlanningErrors>({});
  // One request per submit, however fast the button is pressed.
  const submitting = useRef(false);
  const hasTitle = planningKey === 'solution';
  const ids = { title: `${formId}-title`, description: `${formId}-description`, file: `${formId}-file` };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving || submitting.current) return;
    const found = validatePlanning({ title: hasTitle ? title : '', description });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    clear();
    submitting.current = true;
    onSubmit(
      {
        identifier: planningKey,
        description,
        title: hasTitle ? title : undefined,
        attachment: file,
        attachmentDelete,
      },
      (error) => {
        showError(error);
        // The server's field messages sit on their fields.
        if (isApiError(error)) {
          const fields = error.firstFieldMessages();
          setErrors({ title: fields.title, description: fields.description });
        }
      },
      () => {
        submitting.current = false;
      },
    );
  };

  const removeStored = () => {
    setStored(null);
    setAttachmentDelete(true);
  };

  return (
    <form id={formId} onSubmit={submit} noValidate aria-label={planningLabel(t, owner.type, planningKey)}>
      <AlertArea area="planning-popup" alert={alert} onDismiss={clear} />
      <div style={{ maxHeight: BODY_MAX_HEIGHT, overflowY: 'auto' }} className="pe-1">
        {hasTitle && (
          <div className="mb-3">
            <label htmlFor={ids.title} className="form-label">
              {t('title')}
            </label>
            <input
              id={ids.title}
              type="text"
              className={`form-control${errors.title ? ' is-invalid' : ''}`}
              value={title}
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={errors.title ? `${ids.title}-error` : undefined}
              onChange={(event) => setTitle(event.target.value)}
            />
            {errors.title && (
              <div id={`${ids.title}-error`} className="invalid-feedback">
                {errors.title}
              </div>
            )}
          </div>
        )}
        <div className="mb-3">
          <RichTextEditor
            id={ids.description}
            label={t('description')}
            value={description}
            onChange={setDescription}
            invalid={Boolean(errors.description)}
            describedBy={errors.description ? `${ids.description}-error` : undefined}
            required
            disabled={saving}
          />
          <FieldError id={`${ids.description}-error`} message={errors.description} />
        </div>
        <div className="mb-1">
          {stored && (
            <div className="d-flex align-items-center gap-2 mb-2">
              <Attachment file={stored} owner={stored.owner || attachmentOwner(owner)} />
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                aria-label={t('remove_attachment', { name: stored.value })}
                onClick={removeStored}
              >
                {t('remove')}
              </button>
            </div>
          )}
          <SingleFileInput id={ids.file} label={t('attachment')} file={file} onChange={setFile} />
        </div>
      </div>
    </form>
  );
}
