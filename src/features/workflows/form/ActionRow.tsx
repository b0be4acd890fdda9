import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { AutomationOptions } from '@/api/workflows';
import { LookupIdSelectField } from '@/records/lookups/LookupIdSelectField';
import { RemovableRow } from '@/ui/form/RowListEditor';
import { OptionSelectField } from './OptionSelectField';
import { takesSeveral, type AutomationFormValues, type EditedAction } from './values';

interface ActionRowProps {
  options: AutomationOptions;
  action: EditedAction;
  index: number;
  onRemove(): void;
}

/** One action: its type, and the value from the type's lookup (several agents to notify). */
export function ActionRow({ options, action, index, onRemove }: ActionRowProps) {
  const { t } = useTranslation();
  const { setFieldValue } = useFormikContext<AutomationFormValues>();
  const name = `actions.${index}`;
  const type = options.actions.find((option) => option.id === action.type);
  const several = takesSeveral(options, action.type);

  const changeType = (value: string) => {
    void setFieldValue(`${name}.value`, takesSeveral(options, value as EditedAction['type']) ? [] : '', false);
  };

  return (
    <RemovableRow
      title={t('automation_action_n', { number: index + 1 })}
      removeLabel={t('automation_remove_action', { number: index + 1 })}
      onRemove={onRemove}
    >
      <div className="row">
        <div className="col-md-5">
          <OptionSelectField
            name={`${name}.type`}
            label={t('automation_action_type')}
            options={options.actions}
            onChange={changeType}
          />
        </div>
        <div className="col-md-7">
          {type && (
            <LookupIdSelectField
              key={`${type.lookup}-${several}`}
              name={`${name}.value`}
              label={t(several ? 'automation_agents' : 'automation_value')}
              dependency={type.lookup}
              multiple={several}
              required
            />
          )}
        </div>
      </div>
    </RemovableRow>
  );
}
