import { releaseMutations, releaseQueries } from '@/api/releases';
import { associatesTable } from '@/records/associations/associatesTable';
import { releaseChangeColumns } from './releaseChangeColumns';

export interface ReleaseChangesTabProps {
  releaseId: number;
  /** Given when the user may detach (release_change_detach): runs after a detach succeeded. */
  onDetached?(): void;
}

const ChangesTable = associatesTable({
  label: 'associated_changes',
  area: 'release-view-changes',
  columns: releaseChangeColumns,
  list: releaseQueries.changes,
  rowName: (row) => row.subject,
  detach: releaseMutations.detachChange,
});

/** The changes the release gathers, with a detach action when allowed. */
export function ReleaseChangesTab({ releaseId, onDetached }: ReleaseChangesTabProps) {
  return <ChangesTable ownerId={releaseId} canDetach={Boolean(onDetached)} onDetached={onDetached} />;
}
