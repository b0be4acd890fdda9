import { Field } from 'formik';
import { useTranslation } from 'react-i18next';
import type { AutomationOptions } from '@/api/workflows';
import { FieldError } from '@/ui/form/FieldError';
import { useListErrorMessage } from '@/ui/form/ListError';

const ERROR_ID = 'sd-listener-events-error';

/** The events a listener waits for, as checkboxes; at least one. */
export function EventChoices({ options }: { options: AutomationOptions }) {
  const { t } = useTranslation();
  const error = useListErrorMessage('events');
  return (
    <fieldset className="mb-3" aria-describedby={error ? ERROR_ID : undefined}>
      <legend className="form-label fs-6 mb-1">{t('automation_events')}</legend>
      {options.events.map((event) => {
        const id = `sd-listener-event-${event.id}`;
        return (
          <div key={event.id} className="form-check form-check-inline">
            <Field type="checkbox" name="events" value={event.id} id={id} className="form-check-input" />
            <label htmlFor={id} className="form-check-label">
              {event.name}
            </label>
          </div>
        );
      })}
      <FieldError id={ERROR_ID} message={error} />
    </fieldset>
  );
}
