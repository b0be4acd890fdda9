import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { barcodeKeys, saveBarcodeTemplate, type BarcodeTemplate } from '@/api/barcode';
import { useHttp } from '@/host/PluginContext';
import { RecordForm } from '@/records/RecordForm';
import { FileField } from '@/ui/form/FileField';
import { OnOffField } from '@/ui/form/OnOffField';
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
/** The layout's number fields and their labels' keys. */
const LAYOUT_FIELDS = [
  ['width', 'barcode_width'],
  ['height', 'barcode_height'],
  ['space_between_labels', 'barcode_space_between_labels'],
  ['labels_per_row', 'barcode_labels_per_row'],
] as const;
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
        {LAYOUT_FIELDS.map(([name, label]) => (
          <div key={name} className="col-md-6">
            <TextField name={name} type="number" label={t(label)} required />
          </div>
        ))}
      </div>
      <OnOffField
        name="display_logo_confirmed"
        label={t('barcode_display_logo')}
        on={t('barcode_yes')}
        off={t('barcode_no')}
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
