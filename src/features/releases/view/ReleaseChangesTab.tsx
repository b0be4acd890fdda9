import { useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { releaseMutations, releaseQueries } from '@/api/releases';
import { useHttp } from '@/host/PluginContext';
import { DetachableTable } from '@/records/associations/DetachableTable';
import { releaseChangeColumns } from './releaseChangeColumns';

export interface ReleaseChangesTabProps {
  releaseId: number;
  /** Given when the user may detach (release_change_detach): runs after a detach succeeded. */
  onDetached?(): void;
}

/** The changes the release gathers, with a detach action when allowed. */
export function ReleaseChangesTab({ releaseId, onDetached }: ReleaseChangesTabProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const detach = useMutation(releaseMutations.detachChange(http, releaseId));
  const columns = useMemo(() => releaseChangeColumns(t), [t]);

  const detachChange = async (changeId: number) => {
    const message = await detach.mutateAsync(changeId);
    onDetached?.();
    return message;
  };

  return (
    <DetachableTable
      label={t('associated_changes')}
      area="release-view-changes"
      columns={columns}
      listQuery={(query) => releaseQueries.changes(http, releaseId, query)}
      rowName={(row) => row.subject}
      detach={onDetached ? (row) => detachChange(row.id) : undefined}
    />
  );
}
