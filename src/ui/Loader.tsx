import { useTranslation } from 'react-i18next';

/** A centred spinner with a text for screen readers. */
export function Loader({ label, small = false }: { label?: string; small?: boolean }) {
  const { t } = useTranslation();
  const text = label ?? t('loading');
  return (
    <div className={small ? 'd-inline-flex align-items-center' : 'd-flex justify-content-center py-4'} role="status">
      <span className={`spinner-border${small ? ' spinner-border-sm' : ''} text-secondary`} aria-hidden="true" />
      <span className="sd-visually-hidden">{text}</span>
    </div>
  );
}
