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

/** The two ways a row moves, one place at a time. */
const MOVES = [
  { way: 'up', offset: -1 },
  { way: 'down', offset: 1 },
] as const;

/** "Move up" and "Move down" of a list row; each is disabled where the row cannot go that way. */
export function MoveButtons({ subject, idPrefix, canMoveUp, canMoveDown, onMove }: MoveButtonsProps) {
  const { t } = useTranslation();
  return (
    <div className="btn-group btn-group-sm" role="group" aria-label={`${t('automation_order')}: ${subject}`}>
      {MOVES.map(({ way, offset }) => (
        <button
          key={way}
          type="button"
          id={`${idPrefix}-${way}`}
          className="btn btn-outline-secondary"
          disabled={!(way === 'up' ? canMoveUp : canMoveDown)}
          aria-label={`${t(`automation_move_${way}`)}: ${subject}`}
          onClick={() => onMove(offset)}
        >
          {t(`automation_move_${way}`)}
        </button>
      ))}
    </div>
  );
}
