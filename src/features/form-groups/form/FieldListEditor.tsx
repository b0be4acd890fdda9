import { useEffect, useState } from 'react';
import { FieldArray, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { FieldEditor } from './FieldEditor';
import { ListError } from './ListError';
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
    <section aria-labelledby="sd-form-group-fields-title" className="mb-3">
      <h2 id="sd-form-group-fields-title" className="h6">
        {t('form_group_fields')}
      </h2>
      <FieldArray name="fields">
        {(helpers) => (
          <>
            <ol className="list-group mb-2">
              {values.fields.map((field, index) => (
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
              ))}
            </ol>
            <ListError name="fields" id="sd-form-group-fields-error" />
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => helpers.push(blankField())}>
              {t('form_group_add_field')}
            </button>
          </>
        )}
      </FieldArray>
    </section>
  );
}
