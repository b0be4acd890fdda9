import { useTranslation } from 'react-i18next';
import type { DefinitionFormField, FormAttachment } from '@/api/forms';
import { LookupSelectField } from '@/records/lookups/LookupSelectField';
import { FileField } from '@/ui/form/FileField';
import { RichTextField } from '@/ui/form/RichTextField';
import { TextField } from '@/ui/form/TextField';
import { ChoiceGroupField } from './ChoiceGroupField';
import { DateField } from './DateField';
import { OptionSelectField } from './OptionSelectField';
import { ATTACHMENT_DELETE, isLookup } from './values';

const TEXTAREA_ROWS = 3;

export interface DefinitionFieldProps {
  field: DefinitionFormField;
  /** The record being edited (e.g. 'sd_assets:4'): its stored attachment gets a download link. */
  owner?: string;
}

function currentAttachment(field: DefinitionFormField): FormAttachment | null {
  return Array.isArray(field.value) && typeof field.value[0] === 'object' ? (field.value[0] as FormAttachment) : null;
}

/** One field of a form drawn from a definition (the asset form's, a custom field), by its type. */
export function DefinitionField({ field, owner }: DefinitionFieldProps) {
  const { t } = useTranslation();
  const { key: name, label, required, options } = field;
  switch (field.type) {
    case 'htmltextarea':
      return <RichTextField name={name} label={label} required={required} />;
    case 'textarea':
      return <TextField name={name} label={label} required={required} rows={TEXTAREA_ROWS} />;
    case 'number':
    case 'email':
      return <TextField name={name} label={label} required={required} type={field.type} />;
    case 'date':
      return <DateField name={name} label={label} required={required} />;
    case 'radio':
    case 'checkbox':
      return (
        <ChoiceGroupField
          name={name}
          label={label}
          options={options}
          multiple={field.type === 'checkbox'}
          required={required}
        />
      );
    case 'file':
      return (
        <FileField
          name={name}
          deleteName={ATTACHMENT_DELETE}
          label={label || t('attachment')}
          current={currentAttachment(field)}
          owner={owner}
        />
      );
    case 'select':
      return isLookup(field) ? (
        <LookupSelectField name={name} label={label} dependency={field.dependency ?? ''} required={required} />
      ) : (
        <OptionSelectField name={name} label={label} options={options} required={required} />
      );
    default:
      return <TextField name={name} label={label} required={required} />;
  }
}
