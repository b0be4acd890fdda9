import { useMemo } from 'react';
import { problemOwner } from '@/api/owners';
import { AttachAssetsToOwnerDialog } from '@/records/assets/AttachAssetsToOwnerDialog';

export interface AttachAssetsToProblemDialogProps {
  problemId: number;
  show: boolean;
  onClose(): void;
  onAttached(message: string): void;
}

/** The shared attach-assets dialog, listing the assets not yet on the problem and attaching to it. */
export default function AttachAssetsToProblemDialog({ problemId, ...props }: AttachAssetsToProblemDialogProps) {
  const owner = useMemo(() => problemOwner(problemId), [problemId]);
  return <AttachAssetsToOwnerDialog owner={owner} {...props} />;
}
