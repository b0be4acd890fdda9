import { assetPaths } from '@/features/assets';
import { problemOwner } from '@/api/owners';
import { AttachedAssetsTable } from '@/records/assets/AttachedAssetsTable';

export interface AssetsTabProps {
  problemId: number;
  /** Whether the user may detach assets (else the table has no action column). */
  canDetach: boolean;
  onChanged(): void;
}

/** The assets attached to a problem: name, managed by, used by, contract, and a detach action. */
export default function AssetsTab({ problemId, canDetach, onChanged }: AssetsTabProps) {
  return (
    <AttachedAssetsTable
      owner={problemOwner(problemId)}
      area="problemAssociates"
      assetPath={assetPaths.show}
      onDetached={canDetach ? onChanged : undefined}
    />
  );
}
