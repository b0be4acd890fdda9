import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedChangeFilter } from '@/api/change-filters';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { SaveFilterDialog, type NewSavedFilter } from './SaveFilterDialog';

interface SavedFilterActionsProps {
  /** The saved filter shown, if any: it can then be updated or deleted by the agent who saved it. */
  filter: SavedChangeFilter | undefined;
  busy: boolean;
  onSave(filter: NewSavedFilter): Promise<unknown>;
  onUpdate(): void;
  onDelete(): void;
}

/** Save the panel's values as a new filter; update or delete the saved filter shown. */
export function SavedFilterActions({ filter, busy, onSave, onUpdate, onDelete }: SavedFilterActionsProps) {
  const { t } = useTranslation();
  const [naming, setNaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const own = filter !== undefined && filter.is_owner !== false;

  return (
    <>
      <button type="button" className="btn btn-outline-primary" onClick={() => setNaming(true)} disabled={busy}>
        {t('save_filter')}
      </button>
      {own && (
        <>
          <button type="button" className="btn btn-outline-primary" onClick={onUpdate} disabled={busy}>
            {t('update_filter')}
          </button>
          <button type="button" className="btn btn-outline-danger" onClick={() => setConfirming(true)} disabled={busy}>
            {t('delete_filter')}
          </button>
        </>
      )}
      <SaveFilterDialog
        show={naming}
        busy={busy}
        onClose={() => setNaming(false)}
        onSave={async (details) => {
          await onSave(details);
          setNaming(false);
        }}
      />
      <ConfirmDialog
        show={confirming}
        busy={busy}
        confirmLabel={t('delete')}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
