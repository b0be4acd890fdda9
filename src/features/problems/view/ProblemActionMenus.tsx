import { useTranslation } from 'react-i18next';
import type { ProblemPlanningKey } from '@/api/planning';
import type { ProblemActions } from '@/api/problems';
import { planningItems } from '@/records/planning/planningLabels';
import { RecordActionMenus } from '@/records/RecordActionMenus';
import { problemPaths } from '../paths';

interface ProblemActionMenusProps {
  problemId: number;
  actions: ProblemActions;
  /** Whether a change is attached: attach is offered only without one, detach only with one. */
  hasChange: boolean;
  onPlanning: (identifier: ProblemPlanningKey) => void;
  onAttachAssets: () => void;
  onAttachTickets: () => void;
  onAttachNewChange: () => void;
  onAttachExistingChange: () => void;
  onDetachChange: () => void;
  onDelete: () => void;
  onCloseProblem: () => void;
}

/** The Planning, Associate and More menus of the problem view; each item only if its flag allows it. */
export function ProblemActionMenus({
  problemId,
  actions,
  hasChange,
  onPlanning,
  onAttachAssets,
  onAttachTickets,
  onAttachNewChange,
  onAttachExistingChange,
  onDetachChange,
  onDelete,
  onCloseProblem,
}: ProblemActionMenusProps) {
  const { t } = useTranslation();
  const canAttachChange = actions.problem_change_attach && !hasChange;
  return (
    <RecordActionMenus
      id="sd-problem"
      planning={planningItems(t, 'sd_problem', onPlanning, actions.problem_planning_edit)}
      associate={[
        { key: 'assets', label: t('attach_asset'), shown: actions.problem_asset_attach, onSelect: onAttachAssets },
        {
          key: 'tickets',
          label: t('attach_ticket'),
          shown: actions.problem_ticket_attach,
          onSelect: onAttachTickets,
        },
        { key: 'new-change', label: t('attach_new_change'), shown: canAttachChange, onSelect: onAttachNewChange },
        {
          key: 'attach-change',
          label: t('attach_existing_change'),
          shown: canAttachChange,
          onSelect: onAttachExistingChange,
        },
        {
          key: 'detach-change',
          label: t('detach_change'),
          shown: actions.problem_change_detach && hasChange,
          onSelect: onDetachChange,
        },
      ]}
      edit={{ shown: actions.problem_edit, to: problemPaths.edit(problemId) }}
      remove={{ shown: actions.problem_delete, onSelect: onDelete }}
      more={[{ key: 'close', label: t('close_problem'), shown: actions.problem_close, onSelect: onCloseProblem }]}
    />
  );
}
