import { Form, Formik, type FormikHelpers, type FormikValues } from 'formik';
import { useId, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { isApiError } from '@/api/errors';
import { AlertArea } from '@/ui/AlertArea';
import { useAlert } from '@/ui/alerts';
import { Dialog, type DialogWidth } from '@/ui/Dialog';
import { DialogActions } from '@/ui/DialogActions';
import { serverFieldErrorsStatus } from '@/ui/form/serverFieldErrors';

export interface FormDialogProps<V extends FormikValues> {
  show: boolean;
  title: ReactNode;
  width: DialogWidth;
  /** Name of the dialog's alert area. */
  area: string;
  initialValues: V;
  validationSchema?: AnyObjectSchema;
  submitLabel: ReactNode;
  /** Whether the submit waits for more input (a reject's reason). */
  incomplete?(values: V): boolean;
  /** Sends the values and resolves with the server's message; a rejection keeps the dialog and its values. */
  send(values: V): Promise<string>;
  /** Called after a successful send with the server's message. */
  onSent(message: string): void;
  onClose(): void;
  /** The server's field names onto the form's. */
  fieldErrors?(errors: Record<string, string>): Record<string, string>;
  children?: ReactNode;
}

/**
 * A dialog around a small form: one send at a time, the server's error in the dialog's alert and its
 * field messages on the fields, every typed value kept on failure. Each opening starts afresh.
 */
export function FormDialog<V extends FormikValues>({
  show,
  title,
  width,
  area,
  initialValues,
  validationSchema,
  submitLabel,
  incomplete,
  send,
  onSent,
  onClose,
  fieldErrors = (errors) => errors,
  children,
}: FormDialogProps<V>) {
  const formId = `sd-form-dialog${useId().replace(/[^\w-]/g, '')}`;
  const { alert, showError, clear } = useAlert();

  const submit = async (values: V, helpers: FormikHelpers<V>) => {
    clear();
    try {
      onSent(await send(values));
    } catch (error) {
      showError(error);
      if (isApiError(error)) {
        const placed = Object.entries(fieldErrors(error.firstFieldMessages())).filter(([, message]) => message);
        helpers.setStatus(serverFieldErrorsStatus(Object.fromEntries(placed), values));
      }
    }
  };

  return (
    <Formik<V> key={String(show)} initialValues={initialValues} validationSchema={validationSchema} onSubmit={submit}>
      {({ isSubmitting, values }) => (
        <Dialog
          show={show}
          title={title}
          width={width}
          busy={isSubmitting}
          onClose={() => {
            clear();
            onClose();
          }}
          footer={
            <DialogActions
              busy={isSubmitting}
              form={formId}
              onCancel={onClose}
              submitLabel={submitLabel}
              disabled={incomplete?.(values) ?? false}
            />
          }
        >
          {/* A dialog opened from another form: its submit must not reach that form through the portal. */}
          <div onSubmit={(event) => event.stopPropagation()}>
            <Form id={formId} noValidate>
              <AlertArea area={area} alert={alert} onDismiss={clear} />
              {children}
            </Form>
          </div>
        </Dialog>
      )}
    </Formik>
  );
}
