import { useTranslation } from 'react-i18next';
import { Link } from './Link';

interface FilterToggleProps {
  shown: boolean;
  onToggle(): void;
  /** The id of the panel it opens. */
  controls: string;
  /** How many filters are applied; shown as a badge when any are. */
  activeCount: number;
}

/** The list header's filter button: pressed while the panel is open, with the applied count. */
export function FilterToggle({ shown, onToggle, controls, activeCount }: FilterToggleProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`btn btn-sm ${shown ? 'btn-secondary' : 'btn-outline-secondary'}`}
      aria-expanded={shown}
      aria-controls={controls}
      onClick={onToggle}
    >
      {t('filter')}
      {activeCount > 0 && <span className="badge text-bg-primary ms-1">{activeCount}</span>}
    </button>
  );
}

/** The list header's "+" link to the create screen, named for screen readers. */
export function CreateLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="btn btn-sm btn-primary" aria-label={label} title={label}>
      <span aria-hidden="true">+</span>
    </Link>
  );
}
