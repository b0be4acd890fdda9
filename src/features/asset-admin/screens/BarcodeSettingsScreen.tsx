import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { barcodeQueries } from '@/api/barcode';
import { useHttp } from '@/host/PluginContext';
import { AlertArea } from '@/ui/AlertArea';
import { useAlert } from '@/ui/alerts';
import { Loader } from '@/ui/Loader';
import { BarcodeTemplateForm } from '../barcode/BarcodeTemplateForm';
import { ResetTemplateButton } from '../barcode/ResetTemplateButton';
import { TitledCard } from '@/ui/TitledCard';

/** /service-desk/barcode/settings: the label sheet's template; a failed load means there is none. */
export default function BarcodeSettingsScreen() {
  const { t } = useTranslation();
  const http = useHttp();
  const template = useQuery(barcodeQueries.template(http));
  const { alert, showSuccess, showError, clear } = useAlert();
  // A reset starts the form again, its own alert included.
  const [resets, setResets] = useState(0);
  return (
    <TitledCard
      id="sd-barcode"
      title={t('barcode_settings')}
      actions={
        <ResetTemplateButton
          template={template.data}
          onReset={(message) => {
            showSuccess(message);
            setResets((count) => count + 1);
          }}
          onError={showError}
        />
      }
    >
      <AlertArea area="barcode-reset" alert={alert} onDismiss={clear} />
      {template.isPending ? <Loader /> : <BarcodeTemplateForm key={resets} template={template.data ?? null} />}
    </TitledCard>
  );
}
