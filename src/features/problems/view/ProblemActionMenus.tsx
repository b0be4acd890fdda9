import { useTranslation } from 'react-i18next';
import { PLANNING_KEYS, type ProblemPlanningKey } from '@/api/planning';
import type { ProblemActions } from '@/api/problems';
import { ActionMenu } from '@/ui/ActionMenu';
import { problemPaths } from '../paths';

/** i18n keys of the planning menu's entries. */
const PLANNING_LABEL_KEYS: Record<ProblemPlanningKey, string> = {
  'root-cause': 'root_cause',
  impact: 'impact',
  symptoms: 'symptoms',
  solution: 'solution',
};

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
    <div className="d-flex flex-wrap gap-2" role="group" aria-label={t('actions')}>
      <ActionMenu
        id="sd-problem-planning-menu"
        label={t('planning')}
        items={PLANNING_KEYS.sd_problem.map((key) => ({
          key,
          label: t(PLANNING_LABEL_KEYS[key]),
          shown: actions.problem_planning_edit,
          onSelect: () => onPlanning(key),
        }))}
      />
      <ActionMenu
        id="sd-problem-associate-menu"
        label={t('associate')}
        items={[
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
      />
      <ActionMenu
        id="sd-problem-more-menu"
        label={t('more')}
        items={[
          { key: 'edit', label: t('edit'), shown: actions.problem_edit, to: problemPaths.edit(problemId) },
          { key: 'delete', label: t('delete'), shown: actions.problem_delete, onSelect: onDelete },
          { key: 'close', label: t('close_problem'), shown: actions.problem_close, onSelect: onCloseProblem },
        ]}
      />
    </div>
  );
}
