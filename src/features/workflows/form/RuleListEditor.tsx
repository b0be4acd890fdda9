import { useTranslation } from 'react-i18next';
import type { AutomationOptions } from '@/api/workflows';
import { RowListEditor } from '@/ui/form/RowListEditor';
import { RuleRow } from './RuleRow';
import { blankRule } from './values';

/** The automation's rules: added at the end, removed in place; none means it runs on every change. */
export function RuleListEditor({ options }: { options: AutomationOptions }) {
  const { t } = useTranslation();
  return (
    <RowListEditor
      name="rules"
      id="sd-automation-rules"
      title={t('automation_rules')}
      addLabel={t('automation_add_rule')}
      blank={blankRule}
      empty={<p className="text-body-secondary">{t('automation_no_rules')}</p>}
      renderRow={(rule, index, helpers) => (
        <RuleRow key={rule.key} options={options} rule={rule} index={index} onRemove={() => helpers.remove(index)} />
      )}
    />
  );
}
