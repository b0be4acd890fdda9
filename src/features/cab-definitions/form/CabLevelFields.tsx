import { useId } from 'react';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { LookupSelectField } from '@/records/lookups/LookupSelectField';
import { RadioGroupField } from '@/ui/form/RadioGroupField';
import { useFieldErrorMessage } from '@/ui/form/serverFieldErrors';
import { TextField } from '@/ui/form/TextField';
import type { LevelValues } from './schema';

const USER_LOOKUP = { meta: 'true' };

interface CabLevelFieldsProps {
  index: number;
  /** Without it the level cannot be deleted (it is the only one). */
  onDelete?(): void;
  deleting: boolean;
}

/** One level: its name, match any / all, its users and user types, and the alert when it has neither. */
export function CabLevelFields({ index, onDelete, deleting }: CabLevelFieldsProps) {
  const { t } = useTranslation();
  const name = `levels.${index}`;
  const [, meta] = useField<LevelValues['approvers']>(`${name}.approvers`);
  const approverError = useFieldErrorMessage(`${name}.approvers`, Boolean(meta.touched), meta.error);
  const title = t('cab_level_n', { order: index + 1 });
  const titleId = `${useId()}-title`;
  return (
    <div role="group" aria-labelledby={titleId} className="border rounded p-3 mb-3">
      <div className="d-flex justify-content-between align-items-center mb-2">
        <h3 id={titleId} className="h6 mb-0">
          {title}
        </h3>
        {onDelete && (
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            onClick={onDelete}
            disabled={deleting}
            aria-label={t('cab_delete_level', { order: index + 1 })}
          >
            {t('delete')}
          </button>
        )}
      </div>
      {typeof approverError === 'string' && (
        <div className="alert alert-danger py-2" role="alert">
          {approverError}
        </div>
      )}
      <TextField name={`${name}.name`} label={t('cab_level_name')} required />
      <RadioGroupField
        name={`${name}.match`}
        label={t('cab_level_match')}
        required
        choices={[
          { value: 'all', label: t('cab_match_all') },
          { value: 'any', label: t('cab_match_any') },
        ]}
      />
      <div className="row">
        <div className="col-md-6">
          <LookupSelectField
            name={`${name}.approvers.users`}
            label={t('cab_level_users')}
            dependency="users"
            lookupParams={USER_LOOKUP}
            multiple
          />
        </div>
        <div className="col-md-6">
          <LookupSelectField
            name={`${name}.approvers.user_types`}
            label={t('cab_level_user_types')}
            dependency="user_types"
            multiple
          />
        </div>
      </div>
    </div>
  );
}
