import { useTranslation } from 'react-i18next';
import type { AssetFormAttachment, AssetFormField } from '@/api/assets';
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
  field: AssetFormField;
  /** The asset being edited: its stored attachment gets a download link. */
  assetId?: number;
}

function currentAttachment(field: AssetFormField): AssetFormAttachment | null {
  return Array.isArray(field.value) && typeof field.value[0] === 'object'
    ? (field.value[0] as AssetFormAttachment)
    : null;
}

/** One field of the asset form, drawn by its type in the definition. */
export function DefinitionField({ field, assetId }: DefinitionFieldProps) {
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
          owner={assetId === undefined ? undefined : `sd_assets:${assetId}`}
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
