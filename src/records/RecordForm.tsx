import { carryToNextPage } from '@/ui/carriedMessage';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, Formik, type FormikHelpers, type FormikValues } from 'formik';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { AnyObjectSchema } from 'yup';
import { useTranslation } from 'react-i18next';
import { ApiError, isApiError } from '@/api/errors';
import type { SavedRecord } from '@/api/responses';
import { usePluginContext } from '@/host/PluginContext';
import { useAlert } from '@/ui/alerts';
import { DELAY_MS } from '@/ui/constants';
import { FormAlert } from '@/ui/form/FormAlert';
import { Link } from '@/ui/Link';
import { serverFieldErrorsStatus } from '@/ui/form/serverFieldErrors';
import type { ServerFieldMap } from '@/ui/form/serverFieldMap';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { useTimeout } from '@/ui/hooks/useTimeout';

/** Embedded in a dialog the fields scroll inside about 350 px (the specification's form scroll height). */
const EMBEDDED_SCROLL_HEIGHT_PX = 350;

/** What a screen or a dialog gives a record's form. */
export interface RecordFormHostProps {
  /** Called after every successful save with the server's message and, when known, the record's id. */
  onSaved(message: string, id?: number): void;
  /**
   * Inside another screen or a dialog: no redirect to the list after a create (the embedder decides
   * what follows), the fields scroll within about 350 px, and after a save the alert above them is
   * brought into view instead of the window being scrolled to its top.
   */
  embedded?: boolean;
}

export interface RecordFormProps<V extends FormikValues> {
  /** Name of the form's alert area. */
  area: string;
  /** Accessible name of the form, e.g. "Create problem". */
  label: string;
  initialValues: V;
  validationSchema: AnyObjectSchema;
  isEdit: boolean;
  /** Inside another screen or a dialog: no redirect after a create, the fields scroll in 350 px. */
  embedded: boolean;
  save(values: V): Promise<SavedRecord>;
  serverFields: ServerFieldMap<string>;
  /** Where a created record sends the page (not embedded), after the specification's delay; unused with pathAfterSave. */
  listPath?: string;
  /** When given, every save sends the page here at once (e.g. the saved record's page), its message carried along. */
  pathAfterSave?(id: number | undefined): string;
  /** The queries a save makes stale (the list, the view, this form's record). */
  savedQueryKey: QueryKey;
  onSaved(message: string, id?: number): void;
  submitLabel: string;
  /** When given, a Cancel link beside the submit button leaves the form for this page. */
  cancelPath?: string;
  /**
   * After each save the form starts afresh from its initial values (a message that is sent, not
   * a record that is kept): the fields are made anew, so no error of the sent values remains.
   */
  resetAfterSave?: boolean;
  children: ReactNode;
}

/** The alert text of a failure: the server's message plus those of fields the form does not show. */
function failureOf(error: ApiError, serverFields: ServerFieldMap<string>): ApiError {
  const unplaced = serverFields.unplacedMessages(error.firstFieldMessages()).filter((text) => text !== error.message);
  return unplaced.length > 0 ? new ApiError([error.message, ...unplaced].join(' '), error.status) : error;
}

/**
 * A record's create/edit form around its fields: validation, one save at a time, the server's
 * message in the alert above the fields (brought into view after each save), a 422's messages on
 * their fields, every typed value kept on failure, and after a create the submit stays disabled
 * and the page goes to the list.
 */
export function RecordForm<V extends FormikValues>({
  area,
  label,
  initialValues,
  validationSchema,
  isEdit,
  embedded,
  save,
  serverFields,
  listPath,
  pathAfterSave,
  savedQueryKey,
  onSaved,
  submitLabel,
  cancelPath,
  resetAfterSave = false,
  children,
}: RecordFormProps<V>) {
  const { t } = useTranslation();
  const { navigate } = usePluginContext();
  const queryClient = useQueryClient();
  const { alert, showSuccess, showError, clear } = useAlert();
  const { schedule } = useTimeout();
  const alertRef = useRef<HTMLDivElement>(null);
  const fieldsRef = useRef<HTMLDivElement>(null);
  const saving = useRef(false);
  // A ref as well as state: a second submit can start before the re-render that disables the button.
  const createdRef = useRef(false);
  const [created, setCreated] = useState(false);
  const [reveal, setReveal] = useState(0);
  // Counts the resets after save: a new Formik and new fields, whatever events the old ones still send.
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (reveal === 0) return;
    if (embedded) {
      if (fieldsRef.current) fieldsRef.current.scrollTop = 0;
      alertRef.current?.scrollIntoView?.({ block: 'nearest' });
    } else {
      window.scrollTo({ top: 0 });
    }
    alertRef.current?.focus({ preventScroll: true });
  }, [reveal, embedded]);

  const submit = async (values: V, helpers: FormikHelpers<V>) => {
    // Formik validates asynchronously: a second click can reach here before the button is disabled.
    if (saving.current || createdRef.current) return;
    saving.current = true;
    clear();
    helpers.setStatus(undefined);
    try {
      const result = await save(values);
      if (pathAfterSave) {
        createdRef.current = true;
        void queryClient.invalidateQueries({ queryKey: savedQueryKey });
        onSaved(result.message, result.id);
        carryToNextPage(result.message);
        navigate(pathAfterSave(result.id));
        return;
      }
      showSuccess(result.message);
      setReveal((count) => count + 1);
      if (resetAfterSave) setGeneration((count) => count + 1);
      if (!isEdit) {
        createdRef.current = true;
        setCreated(true);
      }
      onSaved(result.message, result.id);
      if (!isEdit && !embedded && listPath !== undefined) {
        schedule(() => {
          carryToNextPage(result.message);
          navigate(listPath);
        }, DELAY_MS.redirectAfterCreate);
      }
      await queryClient.invalidateQueries({ queryKey: savedQueryKey });
    } catch (error) {
      if (isApiError(error)) {
        showError(failureOf(error, serverFields));
        const fieldErrors = serverFields.fieldErrors(error.firstFieldMessages()) as Record<string, string>;
        helpers.setStatus(serverFieldErrorsStatus(fieldErrors, values));
      } else {
        showError(error);
      }
      setReveal((count) => count + 1);
    } finally {
      saving.current = false;
    }
  };

  return (
    <Formik<V>
      key={generation}
      initialValues={initialValues}
      enableReinitialize
      validationSchema={validationSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={label}>
          <FormAlert ref={alertRef} area={area} alert={alert} onDismiss={clear} />
          <div
            ref={fieldsRef}
            className={embedded ? 'overflow-auto px-1 mb-3' : undefined}
            style={embedded ? { maxHeight: EMBEDDED_SCROLL_HEIGHT_PX } : undefined}
          >
            {children}
          </div>
          <div className="d-flex justify-content-end gap-2">
            {cancelPath !== undefined && (
              <Link to={cancelPath} className="btn btn-outline-secondary">
                {t('cancel')}
              </Link>
            )}
            <SubmitButton busy={isSubmitting} disabled={created} busyLabel={t('saving')}>
              {submitLabel}
            </SubmitButton>
          </div>
        </Form>
      )}
    </Formik>
  );
}
