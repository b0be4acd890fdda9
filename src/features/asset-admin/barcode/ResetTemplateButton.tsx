import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { barcodeMutations, type BarcodeTemplate } from '@/api/barcode';
import { useHttp } from '@/host/PluginContext';
import { ConfirmDialog } from '@/ui/ConfirmDialog';

interface ResetTemplateButtonProps {
  /** The saved template; none (null) or not known yet (undefined) keeps the button disabled. */
  template: BarcodeTemplate | null | undefined;
  onReset(message: string): void;
  onError(error: unknown): void;
}

/** Reset, after a confirmation: the saved template goes and the form starts again from nothing. */
export function ResetTemplateButton({ template, onReset, onError }: ResetTemplateButtonProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const [confirming, setConfirming] = useState(false);
  const reset = useMutation(barcodeMutations.reset(http));
  const confirm = () => {
    if (!template || reset.isPending) return;
    reset.mutate(template.id, {
      onSuccess: (message) => onReset(message),
      onError,
      onSettled: () => setConfirming(false),
    });
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        disabled={!template || reset.isPending}
        onClick={() => setConfirming(true)}
      >
        {t('reset')}
      </button>
      <ConfirmDialog
        show={confirming}
        busy={reset.isPending}
        title={t('barcode_reset_title')}
        message={t('barcode_reset_message')}
        confirmLabel={t('reset')}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
