import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { discardImport } from '@/api/imports';
import { useHttp } from '@/host/PluginContext';
import { ConfirmDialog } from '@/ui/ConfirmDialog';

interface DiscardButtonProps {
  url: string;
  importId: number;
  onDiscarded(message: string): void;
}

/** Discards the upload after a confirmation; when discarding fails the dialog just closes. */
export function DiscardButton({ url, importId, onDiscarded }: DiscardButtonProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const [asking, setAsking] = useState(false);
  const discard = useMutation({
    mutationFn: () => discardImport(http, url, importId),
    onSuccess: onDiscarded,
    onSettled: () => setAsking(false),
  });
  return (
    <>
      <button type="button" className="btn btn-outline-danger" onClick={() => setAsking(true)}>
        {t('import_discard')}
      </button>
      <ConfirmDialog
        show={asking}
        busy={discard.isPending}
        message={t('import_discard_confirm')}
        confirmLabel={t('import_discard')}
        onCancel={() => setAsking(false)}
        onConfirm={() => discard.mutate()}
      />
    </>
  );
}
