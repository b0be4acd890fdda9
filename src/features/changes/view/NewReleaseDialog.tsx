import { useId, useState } from 'react';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { Option } from '@/api/dependencies';
import { isApiError } from '@/api/errors';
import { releaseMutations, type ReleaseSaveValues } from '@/api/releases';
import { htmlText } from '@/format/htmlText';
import { useHttp } from '@/host/PluginContext';
import { useCanAttachAssets } from '@/records/assets/useCanAttachAssets';
import { LookupSelectField } from '@/records/lookups/LookupSelectField';
import { useAlert } from '@/ui/alerts';
import { DIALOG_WIDTH } from '@/ui/constants';
import { Dialog } from '@/ui/Dialog';
import { FieldError } from '@/ui/form/FieldError';
import { FieldGrid } from '@/ui/form/FieldGrid';
import { FileField } from '@/ui/form/FileField';
import { FormAlert } from '@/ui/form/FormAlert';
import { RichTextField } from '@/ui/form/RichTextField';
import { serverFieldErrorsStatus, useFieldErrorMessage } from '@/ui/form/serverFieldErrors';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { TextField } from '@/ui/form/TextField';

export const RELEASE_REQUIRED = 'This field is required.';
export const RELEASE_END_BEFORE_START = 'The planned end date must be after the planned start date.';
/** The form's fields scroll within about 350 px inside the dialog. */
const SCROLL_HEIGHT = 350;

interface ReleaseFormValues {
  subject: string;
  identifier: string;
  description: string;
  status: Option | null;
  priority: Option | null;
  release_type: Option | null;
  location: Option | null;
  planned_start_date: string;
  planned_end_date: string;
  assets: Option[];
  attachment: File | null;
  attachment_delete: boolean;
}

const EMPTY: ReleaseFormValues = {
  subject: '',
  identifier: '',
  description: '',
  status: null,
  priority: null,
  release_type: null,
  location: null,
  planned_start_date: '',
  planned_end_date: '',
  assets: [],
  attachment: null,
  attachment_delete: false,
};

const option = yup.object({ id: yup.number().required(), name: yup.string().defined() }).nullable();

/** Subject, release type, status, priority and description required; the end after the start. */
export const releaseSchema = yup.object({
  subject: yup.string().trim().required(RELEASE_REQUIRED),
  description: yup.string().test('required', RELEASE_REQUIRED, (value) => htmlText(value ?? '') !== ''),
  status: option.required(RELEASE_REQUIRED),
  priority: option.required(RELEASE_REQUIRED),
  release_type: option.required(RELEASE_REQUIRED),
  planned_end_date: yup.string().test('after-start', RELEASE_END_BEFORE_START, function after(value) {
    const start = (this.parent as ReleaseFormValues).planned_start_date;
    return !value || !start || value > start;
  }),
});

/** Server field names → the form's. */
const SERVER_FIELDS: Record<string, keyof ReleaseFormValues> = {
  subject: 'subject',
  identifier: 'identifier',
  description: 'description',
  status_id: 'status',
  priority_id: 'priority',
  release_type_id: 'release_type',
  location_id: 'location',
  planned_start_date: 'planned_start_date',
  planned_end_date: 'planned_end_date',
  attachment: 'attachment',
};

function DateTimeField({ name, label }: { name: string; label: string }) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const error = useFieldErrorMessage(name, meta.touched, meta.error);
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        type="datetime-local"
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...field}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function toSaveValues(values: ReleaseFormValues): ReleaseSaveValues {
  return {
    subject: values.subject.trim(),
    identifier: values.identifier.trim(),
    description: values.description,
    status: values.status,
    priority: values.priority,
    releaseType: values.release_type,
    location: values.location,
    plannedStart: values.planned_start_date,
    plannedEnd: values.planned_end_date,
    assets: values.assets,
    attachment: values.attachment,
  };
}

export interface NewReleaseDialogProps {
  changeId: number;
  show: boolean;
  onClose(): void;
  onCreated(message: string): void;
}

/** The release form in an 850 px dialog, creating a release attached to this change. */
export default function NewReleaseDialog({ changeId, show, onClose, onCreated }: NewReleaseDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const { alert, showError, clear } = useAlert();
  const [opening, setOpening] = useState(0);
  const showAssets = useCanAttachAssets(show);
  const create = useMutation(releaseMutations.createForChange(http, changeId));

  const close = () => {
    clear();
    setOpening((value) => value + 1);
    onClose();
  };

  const submit = async (values: ReleaseFormValues, helpers: FormikHelpers<ReleaseFormValues>) => {
    clear();
    helpers.setStatus(undefined);
    try {
      const message = await create.mutateAsync(toSaveValues(values));
      setOpening((value) => value + 1);
      onCreated(message);
    } catch (error) {
      showError(error);
      if (isApiError(error)) {
        const placed: Record<string, string> = {};
        for (const [field, message] of Object.entries(error.firstFieldMessages())) {
          const name = SERVER_FIELDS[field];
          if (name) placed[name] = message;
        }
        helpers.setStatus(serverFieldErrorsStatus(placed, values));
      }
    }
  };

  return (
    <Dialog show={show} width={DIALOG_WIDTH.form} title={t('change_new_release')} onClose={close}>
      <Formik<ReleaseFormValues> key={opening} initialValues={EMPTY} validationSchema={releaseSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={t('change_new_release')}>
            <FormAlert area="release-create-edit" alert={alert} onDismiss={clear} />
            <div className="overflow-auto px-1 mb-3" style={{ maxHeight: SCROLL_HEIGHT }}>
              <FieldGrid>
                <TextField name="subject" label={t('subject')} required />
                <TextField name="identifier" label={t('identifier')} />
                <DateTimeField name="planned_start_date" label={t('change_planned_start_date')} />
                <DateTimeField name="planned_end_date" label={t('change_planned_end_date')} />
                <LookupSelectField name="status" label={t('status')} dependency="release_statuses" required />
                <LookupSelectField name="priority" label={t('priority')} dependency="release_priorities" required />
                <LookupSelectField
                  name="release_type"
                  label={t('change_release_type')}
                  dependency="release_types"
                  required
                />
                <LookupSelectField name="location" label={t('location')} dependency="locations" />
              </FieldGrid>
              {showAssets && (
                <LookupSelectField name="assets" label={t('attach_assets')} dependency="assets" multiple />
              )}
              <RichTextField name="description" label={t('description')} required />
              <FileField name="attachment" deleteName="attachment_delete" label={t('attachment')} />
            </div>
            <div className="d-flex justify-content-end gap-2">
              <button type="button" className="btn btn-outline-secondary" onClick={close} disabled={isSubmitting}>
                {t('cancel')}
              </button>
              <SubmitButton busy={isSubmitting} busyLabel={t('saving')}>
                {t('submit')}
              </SubmitButton>
            </div>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
