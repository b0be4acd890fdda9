import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { AutomationOptions } from '@/api/workflows';
import { LookupIdSelectField } from '@/records/lookups/LookupIdSelectField';
import { RemovableRow } from '@/ui/form/RowListEditor';
import { OptionSelectField } from './OptionSelectField';
import { TextField } from '@/ui/form/TextField';
import { operatorsOf, type AutomationFormValues, type EditedRule } from './values';

interface RuleRowProps {
  options: AutomationOptions;
  rule: EditedRule;
  index: number;
  onRemove(): void;
}

/**
 * One rule: a field of the change, an operator the field allows, and the value: one of the field's
 * lookup options, or a text. A new field starts over with its first operator and no value.
 */
export function RuleRow({ options, rule, index, onRemove }: RuleRowProps) {
  const { t } = useTranslation();
  const { setFieldValue } = useFormikContext<AutomationFormValues>();
  const name = `rules.${index}`;
  const field = options.fields.find((option) => option.id === rule.field);

  const changeField = (value: string) => {
    void setFieldValue(`${name}.operator`, operatorsOf(options, value as EditedRule['field'])[0]?.id ?? '', false);
    void setFieldValue(`${name}.value`, '', false);
  };

  return (
    <RemovableRow
      title={t('automation_rule_n', { number: index + 1 })}
      removeLabel={t('automation_remove_rule', { number: index + 1 })}
      onRemove={onRemove}
    >
      <div className="row">
        <div className="col-md-4">
          <OptionSelectField
            name={`${name}.field`}
            label={t('automation_rule_field')}
            options={options.fields}
            onChange={changeField}
          />
        </div>
        <div className="col-md-3">
          <OptionSelectField
            name={`${name}.operator`}
            label={t('automation_rule_operator')}
            options={operatorsOf(options, rule.field)}
          />
        </div>
        <div className="col-md-5">
          {field?.kind === 'lookup' && field.lookup ? (
            <LookupIdSelectField
              key={field.lookup}
              name={`${name}.value`}
              label={t('automation_value')}
              dependency={field.lookup}
              required
            />
          ) : (
            <TextField name={`${name}.value`} label={t('automation_value')} required />
          )}
        </div>
      </div>
    </RemovableRow>
  );
}
