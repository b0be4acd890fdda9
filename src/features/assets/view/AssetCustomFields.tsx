import { useTranslation } from 'react-i18next';
import type { AssetCustomFieldValue, AssetDetail } from '@/api/assets';
import { displayDate } from '@/format/dates';

/** A value as shown: list items joined with ', ', dates formatted; '' when there is none. */
export function displayAssetFieldValue(field: AssetCustomFieldValue): string {
  const items = (Array.isArray(field.value) ? field.value : [field.value ?? ''])
    .map((item) => String(item).trim())
    .filter((item) => item !== '');
  return items.map((item) => (field.field_type === 'date' ? displayDate(item) : item)).join(', ');
}

const GROUPS = [
  ['custom_field_values_for_asset_form_builder_only', 'asset_custom_fields_general'],
  ['custom_field_values_for_asset_type', 'asset_custom_fields_asset_type'],
  ['custom_field_values_for_department', 'asset_custom_fields_department'],
] as const;

/** The asset's custom-field values in their three groups (general, the asset type's, the department's). */
export function AssetCustomFields({ asset }: { asset: AssetDetail }) {
  const { t } = useTranslation();
  const groups = GROUPS.map(([key, title]) => ({
    title,
    fields: (asset[key] ?? []).filter((field) => displayAssetFieldValue(field) !== ''),
  })).filter((group) => group.fields.length > 0);
  return groups.map((group) => (
    <section key={group.title} className="mt-3" aria-label={t(group.title)}>
      <h2 className="h6">{t(group.title)}</h2>
      <dl className="row mb-0">
        {group.fields.map((field) => (
          <div key={field.id} className="col-sm-6 col-lg-3 mb-2">
            <dt className="small text-secondary fw-normal">{field.label}</dt>
            <dd className="mb-0 text-break">{displayAssetFieldValue(field)}</dd>
          </div>
        ))}
      </dl>
    </section>
  ));
}
