import { useTranslation } from 'react-i18next';
import { Link } from '@/ui/Link';
import { preloadConfirmDialog } from './RecordListCard';

export interface RecordRowActionsProps {
  /** The record's name in the buttons' accessible names. */
  subject: string;
  /** Without it there is no view link. */
  viewPath?: string;
  /** Without it there is no edit link. */
  editPath?: string;
  /** Without it there is no delete button. */
  onDelete?(): void;
}

/**
 * A list row's view, edit and delete. The confirmation a delete opens starts loading as soon as
 * the pointer or the focus reaches the button.
 */
export function RecordRowActions({ subject, viewPath, editPath, onDelete }: RecordRowActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="btn-group btn-group-sm" role="group" aria-label={`${t('actions')}: ${subject}`}>
      {viewPath !== undefined && (
        <Link to={viewPath} className="btn btn-outline-primary" aria-label={`${t('view')}: ${subject}`}>
          {t('view')}
        </Link>
      )}
      {editPath !== undefined && (
        <Link to={editPath} className="btn btn-outline-secondary" aria-label={`${t('edit')}: ${subject}`}>
          {t('edit')}
        </Link>
      )}
      {onDelete && (
        <button
          type="button"
          className="btn btn-outline-danger"
          aria-label={`${t('delete')}: ${subject}`}
          onClick={onDelete}
          onPointerEnter={preloadConfirmDialog}
          onFocus={preloadConfirmDialog}
        >
          {t('delete')}
        </button>
      )}
    </div>
  );
}
