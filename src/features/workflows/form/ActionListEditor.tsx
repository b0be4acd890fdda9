import { FieldArray, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { AutomationOptions } from '@/api/workflows';
import { ActionRow } from './ActionRow';
import { ListError } from './ListError';
import { blankAction, type AutomationFormValues } from './values';

/** The automation's actions, applied in this order: added at the end, removed in place. */
export function ActionListEditor({ options }: { options: AutomationOptions }) {
  const { t } = useTranslation();
  const { values } = useFormikContext<AutomationFormValues>();
  return (
    <section aria-labelledby="sd-automation-actions-title" className="mb-3">
      <h2 id="sd-automation-actions-title" className="h6">
        {t('automation_actions')}
      </h2>
      <FieldArray name="actions">
        {(helpers) => (
          <>
            {values.actions.length > 0 && (
              <ol className="list-group mb-2">
                {values.actions.map((action, index) => (
                  <ActionRow
                    key={action.key}
                    options={options}
                    action={action}
                    index={index}
                    onRemove={() => helpers.remove(index)}
                  />
                ))}
              </ol>
            )}
            <ListError name="actions" id="sd-automation-actions-error" />
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              onClick={() => helpers.push(blankAction())}
            >
              {t('automation_add_action')}
            </button>
          </>
        )}
      </FieldArray>
    </section>
  );
}
