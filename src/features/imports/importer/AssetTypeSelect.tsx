import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dependencyQueries } from '@/api/dependencies';
import { useHttp } from '@/host/PluginContext';

const ASSET_TYPE_PARAMS = { meta: true };

interface AssetTypeSelectProps {
  value: number | null;
  onChange(value: number | null): void;
  error?: string;
}

/** The importer's asset type picker, fed by dependency/asset_types?meta=true. */
export function AssetTypeSelect({ value, onChange, error }: AssetTypeSelectProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const choices = useQuery(dependencyQueries.choices(http, 'asset_types', ASSET_TYPE_PARAMS));
  return (
    <div className="mb-3">
      <label htmlFor="sd-import-asset-type" className="form-label">
        {t('import_asset_type')} <span aria-hidden="true">*</span>
      </label>
      <select
        id="sd-import-asset-type"
        className={`form-select${error ? ' is-invalid' : ''}`}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'sd-import-asset-type-error' : undefined}
        value={value === null ? '' : String(value)}
        disabled={choices.isLoading}
        aria-busy={choices.isLoading}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{choices.isLoading ? t('loading') : t('select_placeholder')}</option>
        {(choices.data ?? []).map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      {error && (
        <div id="sd-import-asset-type-error" className="invalid-feedback d-block">
          {error}
        </div>
      )}
      {choices.isError && (
        <div className="text-danger small mt-1" role="alert">
          {choices.error.message}
        </div>
      )}
    </div>
  );
}
