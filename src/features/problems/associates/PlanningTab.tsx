import { problemOwner } from '@/api/owners';
import { PlanningTab as RecordPlanningTab } from '@/records/planning/PlanningTab';

export interface PlanningTabProps {
  problemId: number;
  /** The notes are shown without edit and delete. */
  readOnly?: boolean;
  onChanged(): void;
}

/** The problem's planning notes: root cause, impact, symptoms and solution. */
export default function PlanningTab({ problemId, readOnly, onChanged }: PlanningTabProps) {
  return (
    <RecordPlanningTab
      owner={problemOwner(problemId)}
      area="problemAssociates"
      readOnly={readOnly}
      onChanged={onChanged}
    />
  );
}
