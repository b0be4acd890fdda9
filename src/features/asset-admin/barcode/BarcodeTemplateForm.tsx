import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { barcodeKeys, saveBarcodeTemplate, type BarcodeTemplate } from '@/api/barcode';
import { useHttp } from '@/host/PluginContext';
import { RecordForm } from '@/records/RecordForm';
import { FileField } from '@/ui/form/FileField';
import { RadioGroupField } from '@/ui/form/RadioGroupField';
import { TextField } from '@/ui/form/TextField';
import { barcodeSettingsPath } from '../paths';
import {
  barcodeFormValues,
  barcodeSaveValues,
  barcodeSchema,
  barcodeServerFields,
  LOGO_TYPES,
  type BarcodeFormValues,
} from './schema';

const AREA = 'barcode-settings';
const noop = () => undefined;

/**
 * The label layout: sizes, spacing, labels per row, whether the logo shows, the logo. Saving
 * creates the template while none exists and updates it after; the page stays.
 */
export function BarcodeTemplateForm({ template }: { template: BarcodeTemplate | null }) {
  const { t } = useTranslation();
  const http = useHttp();
  const initialValues = useMemo(() => barcodeFormValues(template), [template]);
  const current = template?.image_exists
    ? { id: template.id, value: template.logo_name ?? t('barcode_logo'), size: '', type: 'image' }
    : null;
  return (
    <RecordForm<BarcodeFormValues>
      area={AREA}
      label={t('barcode_settings')}
      initialValues={initialValues}
      validationSchema={barcodeSchema}
      isEdit
      embedded={false}
      save={(values) => saveBarcodeTemplate(http, barcodeSaveValues(values, template), template?.id)}
      serverFields={barcodeServerFields}
      listPath={barcodeSettingsPath}
      savedQueryKey={barcodeKeys.all}
      onSaved={noop}
      submitLabel={t('save')}
    >
      <div className="row">
        <div className="col-md-6">
          <TextField name="width" type="number" label={t('barcode_width')} required />
        </div>
        <div className="col-md-6">
          <TextField name="height" type="number" label={t('barcode_height')} required />
        </div>
        <div className="col-md-6">
          <TextField name="space_between_labels" type="number" label={t('barcode_space_between_labels')} required />
        </div>
        <div className="col-md-6">
          <TextField name="labels_per_row" type="number" label={t('barcode_labels_per_row')} required />
        </div>
      </div>
      <RadioGroupField
        name="display_logo_confirmed"
        label={t('barcode_display_logo')}
        choices={[
          { value: '1', label: t('barcode_yes') },
          { value: '0', label: t('barcode_no') },
        ]}
        required
      />
      {template?.logo_image && (
        <img className="d-block mb-2 border" src={template.logo_image} alt={t('barcode_current_logo')} height={48} />
      )}
      <FileField
        name="logo_image"
        deleteName="logo_remove"
        label={t('barcode_logo')}
        current={current}
        accept={LOGO_TYPES.join(',')}
      />
    </RecordForm>
  );
}
