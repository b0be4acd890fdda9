import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { assetListQueries, type AssetListFilters, type AssetListRow } from '@/api/assets';
import { usePluginContext } from '@/host/PluginContext';
import { useAppliedFilters } from '@/records/filters/useAppliedFilters';
import { RecordListCard } from '@/records/RecordListCard';
import { useAlert } from '@/ui/alerts';
import { withRowActionsWidth } from '@/records/recordColumns';
import { SelectionProvider, useRowSelection } from '@/ui/table/selection';
import { BY_NAME, useTableQuery } from '@/ui/table/useTableQuery';
import { useAssetFilterFields } from '../list/useAssetFilterFields';
import { assetListColumns } from '../list/assetListColumns';
import { GenerateLabelButton } from '../list/GenerateLabelButton';
import { assetPaths } from '../paths';

const rowId = (row: AssetListRow) => row.id;
/** The room of a row's view and edit, in rem: an asset is deleted from its page. */
const VIEW_AND_EDIT_WIDTH = 7;

/** /service-desk/assets/list: the assets, filtered, sorted by name, selectable for their labels. */
export default function AssetListScreen() {
  const { t } = useTranslation();
  const { http } = usePluginContext();
  const [query, updateQuery] = useTableQuery(BY_NAME);
  // Starts with the message a deletion on the asset's page left.
  const { alert, showNotice, clear } = useAlert({ showCarried: true });

  const fields = useAssetFilterFields();
  const { filters, panel } = useAppliedFilters<AssetListFilters>(fields, updateQuery);
  const list = useQuery(assetListQueries.page(http, query, filters));

  const rowLabel = useCallback((row: AssetListRow) => t('asset_select', { name: row.name }), [t]);
  const selection = useRowSelection({
    rows: list.data?.rows ?? [],
    getId: rowId,
    getLabel: rowLabel,
    pageLabel: t('asset_select_page'),
  });
  const columns = useMemo(() => withRowActionsWidth(assetListColumns(t), VIEW_AND_EDIT_WIDTH), [t]);

  return (
    <SelectionProvider value={selection.value}>
      <RecordListCard<AssetListRow>
        id="sd-asset"
        title={t('list_of_assets')}
        create={{ path: assetPaths.create, label: t('create_asset') }}
        headerControls={
          <GenerateLabelButton
            selected={selection.selected}
            onNothingSelected={() => showNotice(t('barcode_no_asset'))}
          />
        }
        filter={panel}
        alert={{ area: 'asset-list', message: alert, onDismiss: clear }}
        table={{
          label: t('list_of_assets'),
          columns,
          list,
          errorArea: 'asset-table',
          query,
          onQueryChange: updateQuery,
        }}
      />
    </SelectionProvider>
  );
}
