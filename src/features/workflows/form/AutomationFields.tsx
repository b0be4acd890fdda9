import { useTranslation } from 'react-i18next';
import type { AutomationKind, AutomationOptions } from '@/api/workflows';
import { RadioGroupField } from '@/ui/form/RadioGroupField';
import { TextField } from '@/ui/form/TextField';
import { ActionListEditor } from './ActionListEditor';
import { ActiveSwitch } from './ActiveSwitch';
import { EventChoices } from './EventChoices';
import { RuleListEditor } from './RuleListEditor';

/** A workflow's or listener's fields: name, active, (listener) events, how rules match, rules, actions. */
export function AutomationFields({ kind, options }: { kind: AutomationKind; options: AutomationOptions }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField name="name" label={t('name')} required />
      <ActiveSwitch />
      {kind === 'listener' && <EventChoices options={options} />}
      <RadioGroupField
        name="match"
        label={t('automation_match')}
        required
        choices={[
          { value: 'all', label: t('automation_match_all') },
          { value: 'any', label: t('automation_match_any') },
        ]}
      />
      <RuleListEditor options={options} />
      <ActionListEditor options={options} />
    </>
  );
}
