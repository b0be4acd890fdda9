import { problemOwner } from '@/api/owners';
import { PlanningTab as RecordPlanningTab } from '@/records/planning/PlanningTab';

export interface PlanningTabProps {
  problemId: number;
  onChanged(): void;
}

/** The problem's planning notes: root cause, impact, symptoms and solution. */
export default function PlanningTab({ problemId, onChanged }: PlanningTabProps) {
  return <RecordPlanningTab owner={problemOwner(problemId)} area="problemAssociates" onChanged={onChanged} />;
}
