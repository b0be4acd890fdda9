import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The dialog comes in its own chunk when the button is first used. */
const ChangeImpactDialog = lazy(() => import(/* webpackChunkName: "change-impact" */ './ChangeImpactDialog'));

/** "What this change touches": opens the impact of the change's assets. */
export function ChangeImpactButton({ changeId }: { changeId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-sm btn-outline-secondary mb-2" onClick={() => setOpen(true)}>
        {t('change_impact_open')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ChangeImpactDialog changeId={changeId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
