import { useTranslation } from 'react-i18next';
import type { AutomationOptions } from '@/api/workflows';
import { RowListEditor } from '@/ui/form/RowListEditor';
import { ActionRow } from './ActionRow';
import { blankAction } from './values';

/** The automation's actions, applied in this order: added at the end, removed in place. */
export function ActionListEditor({ options }: { options: AutomationOptions }) {
  const { t } = useTranslation();
  return (
    <RowListEditor
      name="actions"
      id="sd-automation-actions"
      title={t('automation_actions')}
      addLabel={t('automation_add_action')}
      blank={blankAction}
      empty={null}
      renderRow={(action, index, helpers) => (
        <ActionRow
          key={action.key}
          options={options}
          action={action}
          index={index}
          onRemove={() => helpers.remove(index)}
        />
      )}
    />
  );
}
