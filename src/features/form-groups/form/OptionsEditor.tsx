import { FieldArray, getIn, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/ui/form/TextField';
import type { FormGroupFormValues } from './values';
import { ListError } from '@/ui/form/ListError';

/** The choices of a select, radio or checkbox field: one input each, added and removed in place. */
export function OptionsEditor({ name, fieldLabel }: { name: string; fieldLabel: string }) {
  const { t } = useTranslation();
  const { values } = useFormikContext<FormGroupFormValues>();
  const options = (getIn(values, name) as string[] | undefined) ?? [];
  const listId = `${name.replace(/\W/g, '-')}-options`;
  return (
    <fieldset className="border rounded p-2 mb-2" aria-describedby={`${listId}-error`}>
      <legend className="fs-6 float-none w-auto px-1 mb-1">{t('form_group_options')}</legend>
      <FieldArray name={name}>
        {(helpers) => (
          <>
            {options.map((_, index) => (
              <div key={index} className="d-flex align-items-start gap-2">
                <div className="flex-grow-1">
                  <TextField
                    name={`${name}.${index}`}
                    label={t('form_group_option_label', { number: index + 1 })}
                    required
                  />
                </div>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger mt-4"
                  aria-label={t('form_group_remove_option', { number: index + 1, field: fieldLabel })}
                  onClick={() => helpers.remove(index)}
                >
                  {t('remove')}
                </button>
              </div>
            ))}
            <ListError name={name} id={`${listId}-error`} />
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => helpers.push('')}>
              {t('form_group_add_option')}
            </button>
          </>
        )}
      </FieldArray>
    </fieldset>
  );
}
