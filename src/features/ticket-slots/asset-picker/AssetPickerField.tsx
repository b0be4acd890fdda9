import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dependencyQueries, type Option } from '@/api/dependencies';
import { useHttp } from '@/host/PluginContext';
import { AsyncMultiSelect } from '@/records/lookups/AsyncMultiSelect';

export interface AssetPickerFieldProps {
  /** The name the host's form submits the chosen ids under (as fieldName[]). */
  fieldName: string;
  /** The chosen asset ids. */
  value?: number[];
  onChange?(assetIds: number[], assets: Option[]): void;
  label?: string;
}

/**
 * The asset-picker form field for the host's forms: a searchable multi-select of assets. The chosen
 * ids are also written as hidden inputs, so a plain form submit carries them.
 */
export function AssetPickerField({ fieldName, value, onChange, label }: AssetPickerFieldProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const id = useId();
  const [chosen, setChosen] = useState<Option[] | null>(null);
  const ids = value ?? chosen?.map((option) => option.id) ?? [];
  const unlabelled = chosen === null && ids.length > 0;
  const labels = useQuery({ ...dependencyQueries.labels(http, 'assets', ids), enabled: unlabelled });
  const known = chosen ?? labels.data ?? [];
  const options = ids.map(
    (assetId) => known.find((option) => option.id === assetId) ?? { id: assetId, name: `#${assetId}` },
  );

  return (
    <div className="sd-asset-picker">
      <AsyncMultiSelect
        id={`${id}-assets`}
        label={label ?? t('assets')}
        dependency="assets"
        value={options}
        onChange={(next) => {
          setChosen(next);
          onChange?.(
            next.map((option) => option.id),
            next,
          );
        }}
      />
      {ids.map((assetId) => (
        <input key={assetId} type="hidden" name={`${fieldName}[]`} value={assetId} />
      ))}
    </div>
  );
}
