import type { ReactNode } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { PLANNING_KEYS, type ProblemPlanningKey } from '@/api/planning';
import type { ProblemActions } from '@/api/problems';
import { Link } from '@/ui/Link';
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

interface MenuProps {
  id: string;
  label: string;
  children: ReactNode[];
}

/** A dropdown rendered inline (inside .sd-root), keyboard operable; nothing when it has no items. */
function Menu({ id, label, children }: MenuProps) {
  const items = children.filter(Boolean);
  if (items.length === 0) return null;
  return (
    <Dropdown>
      <Dropdown.Toggle id={id} variant="outline-secondary" size="sm">
        {label}
      </Dropdown.Toggle>
      <Dropdown.Menu align="end">{items}</Dropdown.Menu>
    </Dropdown>
  );
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
  return (
    <div className="d-flex flex-wrap gap-2" role="group" aria-label={t('actions')}>
      <Menu id="sd-problem-planning-menu" label={t('planning')}>
        {PLANNING_KEYS.sd_problem.map(
          (identifier) =>
            actions.check_planning && (
              <Dropdown.Item key={identifier} as="button" type="button" onClick={() => onPlanning(identifier)}>
                {t(PLANNING_LABEL_KEYS[identifier])}
              </Dropdown.Item>
            ),
        )}
      </Menu>
      <Menu id="sd-problem-associate-menu" label={t('associate')}>
        {[
          actions.associated_asset && (
            <Dropdown.Item key="assets" as="button" type="button" onClick={onAttachAssets}>
              {t('attach_asset')}
            </Dropdown.Item>
          ),
          actions.associated_ticket && (
            <Dropdown.Item key="tickets" as="button" type="button" onClick={onAttachTickets}>
              {t('attach_ticket')}
            </Dropdown.Item>
          ),
          actions.problem_change_attach && !hasChange && (
            <Dropdown.Item key="new-change" as="button" type="button" onClick={onAttachNewChange}>
              {t('attach_new_change')}
            </Dropdown.Item>
          ),
          actions.problem_change_attach && !hasChange && (
            <Dropdown.Item key="attach-change" as="button" type="button" onClick={onAttachExistingChange}>
              {t('attach_existing_change')}
            </Dropdown.Item>
          ),
          actions.problem_change_detach && hasChange && (
            <Dropdown.Item key="detach-change" as="button" type="button" onClick={onDetachChange}>
              {t('detach_change')}
            </Dropdown.Item>
          ),
        ]}
      </Menu>
      <Menu id="sd-problem-more-menu" label={t('more')}>
        {[
          actions.problem_edit && (
            <Dropdown.Item key="edit" as={Link} to={problemPaths.edit(problemId)}>
              {t('edit')}
            </Dropdown.Item>
          ),
          actions.problem_delete && (
            <Dropdown.Item key="delete" as="button" type="button" onClick={onDelete}>
              {t('delete')}
            </Dropdown.Item>
          ),
          actions.problem_close && (
            <Dropdown.Item key="close" as="button" type="button" onClick={onCloseProblem}>
              {t('close_problem')}
            </Dropdown.Item>
          ),
        ]}
      </Menu>
    </div>
  );
}
