import { useMemo } from 'react';
import { useMutation, type QueryKey, type UseMutationOptions, type UseQueryOptions } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { AxiosInstance } from 'axios';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Page } from '@/api/responses';
import { useHttp } from '@/host/PluginContext';
import type { TableQuery } from '@/ui/table/useTableQuery';
import { DetachableTable } from './DetachableTable';

export interface AssociatesTableSpec<Row extends { id: number }, Key extends QueryKey> {
  /** The table's label: a text key. */
  label: string;
  /** Name of the alert area, e.g. 'vendor-products'. */
  area: string;
  columns(t: TFunction): ColumnDef<Row, unknown>[];
  /** One page of the owner's associates. */
  list(http: AxiosInstance, ownerId: number, query: TableQuery): UseQueryOptions<Page<Row>, Error, Page<Row>, Key>;
  /** The row's name, for the detach button's accessible name. */
  rowName(row: Row): string;
  /** Detaches a row (by its id) from the owner; without it the table has no detach. */
  detach?(http: AxiosInstance, ownerId: number): UseMutationOptions<string, Error, number>;
}

export interface AssociatesTableProps {
  ownerId: number;
  /** Whether the user may detach; true by default. */
  canDetach?: boolean;
  /** Detaching is disabled with this tooltip. */
  lockedHint?: string | null;
  /** Runs after a detach succeeded. */
  onDetached?(): void;
}

/** The table of one kind of a record's associates, declared once: label, columns, list call and detach call. */
export function associatesTable<Row extends { id: number }, Key extends QueryKey>(spec: AssociatesTableSpec<Row, Key>) {
  function AssociatesTable({
    ownerId,
    lockedHint,
    detach,
  }: AssociatesTableProps & { detach?(row: Row): Promise<string> }) {
    const { t } = useTranslation();
    const http = useHttp();
    const columns = useMemo(() => spec.columns(t), [t]);
    return (
      <DetachableTable
        label={t(spec.label)}
        area={spec.area}
        columns={columns}
        listQuery={(query) => spec.list(http, ownerId, query)}
        rowName={spec.rowName}
        lockedHint={lockedHint}
        detach={detach}
      />
    );
  }

  const { detach: detachCall } = spec;
  if (!detachCall) return AssociatesTable;

  return function DetachableAssociatesTable({ canDetach = true, onDetached, ...props }: AssociatesTableProps) {
    const http = useHttp();
    const detach = useMutation(detachCall(http, props.ownerId));
    const detachRow = async (row: Row) => {
      const message = await detach.mutateAsync(row.id);
      onDetached?.();
      return message;
    };
    return <AssociatesTable {...props} detach={canDetach ? detachRow : undefined} />;
  };
}
