import { useTranslation } from 'react-i18next';
import type { ChangeRow } from '@/api/changes';
import { Link } from '@/ui/Link';
import { changePaths } from '../paths';

interface ChangeRowActionsProps {
  change: ChangeRow;
  onDelete: (change: ChangeRow) => void;
}

/** View always; edit unless is_edit is false; delete unless is_delete is false. */
export function ChangeRowActions({ change, onDelete }: ChangeRowActionsProps) {
  const { t } = useTranslation();
  const subject = change.subject;
  return (
    <div className="btn-group btn-group-sm" role="group" aria-label={`${t('actions')}: ${subject}`}>
      <Link
        to={changePaths.show(change.id)}
        className="btn btn-outline-primary"
        aria-label={`${t('view')}: ${subject}`}
      >
        {t('view')}
      </Link>
      {change.is_edit !== false && (
        <Link
          to={changePaths.edit(change.id)}
          className="btn btn-outline-secondary"
          aria-label={`${t('edit')}: ${subject}`}
        >
          {t('edit')}
        </Link>
      )}
      {change.is_delete !== false && (
        <button
          type="button"
          className="btn btn-outline-danger"
          aria-label={`${t('delete')}: ${subject}`}
          onClick={() => onDelete(change)}
        >
          {t('delete')}
        </button>
      )}
    </div>
  );
}
