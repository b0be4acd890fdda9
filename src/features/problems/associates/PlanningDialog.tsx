import { problemOwner } from '@/api/owners';
import type { ProblemPlanningKey } from '@/api/planning';
import { PlanningDialog as RecordPlanningDialog } from '@/records/planning/PlanningDialog';

export interface PlanningDialogProps {
  problemId: number;
  /** The note being written; null closes the dialog. */
  identifier: ProblemPlanningKey | null;
  onClose(): void;
  onSaved(message: string): void;
}

/** The planning popup of a problem: description, a title for the solution, one attachment. */
export default function PlanningDialog({ problemId, identifier, ...rest }: PlanningDialogProps) {
  return <RecordPlanningDialog owner={problemOwner(problemId)} planningKey={identifier} {...rest} />;
}
