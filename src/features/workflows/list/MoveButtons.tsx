import { useTranslation } from 'react-i18next';

export interface MoveButtonsProps {
  /** The row's name in the buttons' accessible names. */
  subject: string;
  /** Prefix of the buttons' ids, so the focus can be put back on them after a move. */
  idPrefix: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove(offset: -1 | 1): void;
}

/** "Move up" and "Move down" of a list row; each is disabled where the row cannot go that way. */
export function MoveButtons({ subject, idPrefix, canMoveUp, canMoveDown, onMove }: MoveButtonsProps) {
  const { t } = useTranslation();
  return (
    <div className="btn-group btn-group-sm" role="group" aria-label={`${t('automation_order')}: ${subject}`}>
      <button
        type="button"
        id={`${idPrefix}-up`}
        className="btn btn-outline-secondary"
        disabled={!canMoveUp}
        aria-label={`${t('automation_move_up')}: ${subject}`}
        onClick={() => onMove(-1)}
      >
        {t('automation_move_up')}
      </button>
      <button
        type="button"
        id={`${idPrefix}-down`}
        className="btn btn-outline-secondary"
        disabled={!canMoveDown}
        aria-label={`${t('automation_move_down')}: ${subject}`}
        onClick={() => onMove(1)}
      >
        {t('automation_move_down')}
      </button>
    </div>
  );
}
