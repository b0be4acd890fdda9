import { Field } from 'formik';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/ui/form/TextField';
import { FieldTypeSelect } from './FieldTypeSelect';
import { OptionsEditor } from './OptionsEditor';
import { isChoiceType, type EditedField } from './values';

export interface FieldEditorProps {
  field: EditedField;
  index: number;
  count: number;
  /** Moves the field by `offset` places (-1 up, 1 down). */
  onMove(offset: -1 | 1): void;
  onRemove(): void;
}

/** One field of the group: its label, type, required flag and, for the choice types, its options; moved up or down, or removed. */
export function FieldEditor({ field, index, count, onMove, onRemove }: FieldEditorProps) {
  const { t } = useTranslation();
  const name = `fields.${index}`;
  const shownName = field.label.trim() || t('form_group_field_number', { number: index + 1 });
  const buttonId = (action: string) => `sd-form-group-${field.key}-${action}`;
  return (
    <li className="list-group-item">
      <div className="d-flex justify-content-between align-items-center mb-2">
        <h3 className="h6 mb-0">{t('form_group_field_number', { number: index + 1 })}</h3>
        <div
          className="btn-group btn-group-sm"
          role="group"
          aria-label={t('form_group_field_actions', { field: shownName })}
        >
          <button
            type="button"
            id={buttonId('up')}
            className="btn btn-outline-secondary"
            disabled={index === 0}
            aria-label={t('form_group_move_up', { field: shownName })}
            onClick={() => onMove(-1)}
          >
            {t('form_group_up')}
          </button>
          <button
            type="button"
            id={buttonId('down')}
            className="btn btn-outline-secondary"
            disabled={index === count - 1}
            aria-label={t('form_group_move_down', { field: shownName })}
            onClick={() => onMove(1)}
          >
            {t('form_group_down')}
          </button>
          <button
            type="button"
            className="btn btn-outline-danger"
            aria-label={t('form_group_remove_field', { field: shownName })}
            onClick={onRemove}
          >
            {t('remove')}
          </button>
        </div>
      </div>
      <div className="row">
        <div className="col-md-6">
          <TextField name={`${name}.label`} label={t('form_group_field_label')} required />
        </div>
        <div className="col-md-4">
          <FieldTypeSelect name={`${name}.type`} />
        </div>
        <div className="col-md-2 d-flex align-items-center">
          <div className="form-check">
            <Field type="checkbox" name={`${name}.required`} id={buttonId('required')} className="form-check-input" />
            <label className="form-check-label" htmlFor={buttonId('required')}>
              {t('form_group_field_required')}
            </label>
          </div>
        </div>
      </div>
      {isChoiceType(field.type) && <OptionsEditor name={`${name}.options`} fieldLabel={shownName} />}
    </li>
  );
}
