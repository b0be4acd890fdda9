import { FieldArray, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { AutomationOptions } from '@/api/workflows';
import { ListError } from './ListError';
import { RuleRow } from './RuleRow';
import { blankRule, type AutomationFormValues } from './values';

/** The automation's rules: added at the end, removed in place; none means it runs on every change. */
export function RuleListEditor({ options }: { options: AutomationOptions }) {
  const { t } = useTranslation();
  const { values } = useFormikContext<AutomationFormValues>();
  return (
    <section aria-labelledby="sd-automation-rules-title" className="mb-3">
      <h2 id="sd-automation-rules-title" className="h6">
        {t('automation_rules')}
      </h2>
      <FieldArray name="rules">
        {(helpers) => (
          <>
            {values.rules.length === 0 ? (
              <p className="text-body-secondary">{t('automation_no_rules')}</p>
            ) : (
              <ol className="list-group mb-2">
                {values.rules.map((rule, index) => (
                  <RuleRow
                    key={rule.key}
                    options={options}
                    rule={rule}
                    index={index}
                    onRemove={() => helpers.remove(index)}
                  />
                ))}
              </ol>
            )}
            <ListError name="rules" id="sd-automation-rules-error" />
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => helpers.push(blankRule())}>
              {t('automation_add_rule')}
            </button>
          </>
        )}
      </FieldArray>
    </section>
  );
}
