import { useEffect, useState } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { RowListEditor } from '@/ui/form/RowListEditor';
import { FieldEditor } from './FieldEditor';
import { blankField, type FormGroupFormValues } from './values';

/**
 * The group's fields in order: added at the end, moved up or down, removed. A moved field's
 * button keeps the focus, so the keyboard can go on moving it.
 */
export function FieldListEditor() {
  const { t } = useTranslation();
  const { values } = useFormikContext<FormGroupFormValues>();
  const [focusId, setFocusId] = useState<string | null>(null);

  useEffect(() => {
    if (focusId === null) return;
    document.getElementById(focusId)?.focus();
    setFocusId(null);
  }, [focusId, values.fields]);

  return (
    <RowListEditor
      name="fields"
      id="sd-form-group-fields"
      title={t('form_group_fields')}
      addLabel={t('form_group_add_field')}
      blank={blankField}
      renderRow={(field, index, helpers) => (
        <FieldEditor
          key={field.key}
          field={field}
          index={index}
          count={values.fields.length}
          onMove={(offset) => {
            const target = index + offset;
            helpers.move(index, target);
            const edge = target === 0 || target === values.fields.length - 1;
            const direction = offset < 0 ? 'up' : 'down';
            setFocusId(`sd-form-group-${field.key}-${edge ? (offset < 0 ? 'down' : 'up') : direction}`);
          }}
          onRemove={() => helpers.remove(index)}
        />
      )}
    />
  );
}
