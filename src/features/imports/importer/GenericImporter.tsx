import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImporterSettings } from '@/api/imports';
import { AlertArea } from '@/ui/AlertArea';
import { useAlert } from '@/ui/alerts';
import { useTimeout } from '@/ui/hooks/useTimeout';
import { Link } from '@/ui/Link';
import { importPaths } from '../paths';
import { IMPORT_RESET_MS } from './limits';
import { MappingStep } from './MappingStep';
import { UploadStep, type UploadedImport } from './UploadStep';

/**
 * One importer for every import type, driven by its settings (upload, discard, mapping-details and
 * mapping URLs, import type): upload, then mapping; 2 seconds after the mapping is submitted it
 * starts again, leaving a link to the import's progress.
 */
export function GenericImporter({ settings }: { settings: ImporterSettings }) {
  const { t } = useTranslation();
  const { alert, showSuccess, showError, clear } = useAlert();
  const { schedule } = useTimeout();
  const [upload, setUpload] = useState<UploadedImport | null>(null);
  // A new key starts step 1 afresh: no file, no asset type.
  const [round, setRound] = useState(0);
  const [trackingId, setTrackingId] = useState<number | null>(null);

  const reset = () => {
    setUpload(null);
    setRound((count) => count + 1);
  };

  return (
    <>
      <AlertArea area="importer" alert={alert} onDismiss={clear} />
      {trackingId !== null && (
        <p>
          <Link to={importPaths.tracking(trackingId)}>{t('import_follow_progress')}</Link>
        </p>
      )}
      {upload === null ? (
        <UploadStep
          key={round}
          settings={settings}
          onUploaded={(uploaded) => {
            setUpload(uploaded);
            setTrackingId(null);
            showSuccess(uploaded.message);
          }}
          onError={showError}
        />
      ) : (
        <MappingStep
          settings={settings}
          importId={upload.importId}
          extra={upload.extra}
          onError={showError}
          onSubmitted={({ trackingId: id, message }) => {
            showSuccess(message);
            setTrackingId(id);
            schedule(reset, IMPORT_RESET_MS);
          }}
          onDiscarded={(message) => {
            showSuccess(message);
            reset();
          }}
        />
      )}
    </>
  );
}
