import { assetPaths, ChangeImpactButton } from '@/features/assets';
import { changeOwner } from '@/api/owners';
import { AttachedAssetsTable } from '@/records/assets/AttachedAssetsTable';

export interface ChangeTabProps {
  changeId: number;
  /** Detach is disabled with this tooltip (the change's details cannot be updated). */
  lockedHint: string | null;
  /** Whether the user may change what the tab lists (detach, edit); else it is read-only. */
  canAct: boolean;
  /** Refreshes the change after something of it changed. */
  onChanged(): void;
}

/** The change's assets: name, managed by, used by, contract, detach. */
export default function ChangeAssetsTab({ changeId, lockedHint, canAct, onChanged }: ChangeTabProps) {
  return (
    <>
      <ChangeImpactButton changeId={changeId} />
      <AttachedAssetsTable
        owner={changeOwner(changeId)}
        area="change-view"
        assetPath={assetPaths.show}
        lockedHint={lockedHint}
        onDetached={canAct ? onChanged : undefined}
      />
    </>
  );
}
