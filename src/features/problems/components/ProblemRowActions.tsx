import { useTranslation } from 'react-i18next';
import type { ProblemRow } from '@/api/problems';
import { Link } from '@/ui/Link';
import { problemPaths } from '../paths';

interface ProblemRowActionsProps {
  problem: ProblemRow;
  onDelete: (problem: ProblemRow) => void;
  /** The pointer or focus reached the delete button: a chance to load the confirmation early. */
  onDeleteIntent?: () => void;
}

/** View always; edit only if is_edit; delete only if is_delete. */
export function ProblemRowActions({ problem, onDelete, onDeleteIntent }: ProblemRowActionsProps) {
  const { t } = useTranslation();
  const subject = problem.subject;
  return (
    <div className="btn-group btn-group-sm" role="group" aria-label={`${t('actions')}: ${subject}`}>
      <Link
        to={problemPaths.show(problem.id)}
        className="btn btn-outline-primary"
        aria-label={`${t('view')}: ${subject}`}
      >
        {t('view')}
      </Link>
      {problem.is_edit && (
        <Link
          to={problemPaths.edit(problem.id)}
          className="btn btn-outline-secondary"
          aria-label={`${t('edit')}: ${subject}`}
        >
          {t('edit')}
        </Link>
      )}
      {problem.is_delete && (
        <button
          type="button"
          className="btn btn-outline-danger"
          aria-label={`${t('delete')}: ${subject}`}
          onClick={() => onDelete(problem)}
          onPointerEnter={onDeleteIntent}
          onFocus={onDeleteIntent}
        >
          {t('delete')}
        </button>
      )}
    </div>
  );
}
