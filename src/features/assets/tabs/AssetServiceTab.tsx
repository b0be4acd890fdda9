import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { assetServiceMutations, assetServiceQueries } from '@/api/assets';
import { useHttp } from '@/host/PluginContext';
import { DetachableTable } from '@/records/associations/DetachableTable';
import type { AssetService } from './assetServices';
import { SERVICE_TABLES } from './serviceColumns';

export interface AssetServiceTabProps {
  assetId: number;
  service: AssetService;
  /** Whether the user may detach the asset from these records (else there is no action column). */
  canDetach: boolean;
}

type Row = { id: number };

/** The records of one type the asset is attached to: a server-paged table with a detach per row. */
export function AssetServiceTab({ assetId, service, canDetach }: AssetServiceTabProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const detach = useMutation(assetServiceMutations.detach(http, assetId));
  // One table shape per type; they meet here as rows with an id.
  const table = SERVICE_TABLES[service.type] as unknown as {
    columns: (translate: typeof t) => ColumnDef<Row, unknown>[];
    rowName: (row: Row) => string;
  };
  const columns = useMemo(() => table.columns(t), [table, t]);
  return (
    <DetachableTable
      label={t(service.tab)}
      area={`asset-${service.tab}`}
      columns={columns}
      listQuery={(query) => assetServiceQueries.page<Row>(http, assetId, service.type, query)}
      rowName={table.rowName}
      detach={canDetach ? (row) => detach.mutateAsync({ type: service.type, ids: [row.id] }) : undefined}
    />
  );
}
