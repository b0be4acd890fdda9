import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { assetListQueries, assetQueries } from '@/api/assets';
import { assetFilterFields } from './assetFilterFields';
import { useHttp } from '@/host/PluginContext';

/** The asset list's filter boxes (standard and custom fields), fed by the filter structure and custom-field calls; either failing leaves what the other gives. */
export function useAssetFilterFields() {
  const { t } = useTranslation();
  const http = useHttp();
  const structure = useQuery(assetQueries.filterStructure(http));
  const customFields = useQuery(assetListQueries.customFields(http));
  return useMemo(
    () => assetFilterFields(t, structure.data ?? [], customFields.data ?? []),
    [t, structure.data, customFields.data],
  );
}
