import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dryRunImport, importQueries, submitMapping, type ImporterSettings, type MappingDetails } from '@/api/imports';
import { useHttp } from '@/host/PluginContext';
import { SubmitButton } from '@/ui/form';
import { Loader } from '@/ui/Loader';
import { DateFormatSelect } from './DateFormatSelect';
import { DiscardButton } from './DiscardButton';
import { DryRunSummary } from './DryRunSummary';
import { MappingTable } from './MappingTable';
import { mappingBody, needsDateFormat, suggestedColumns, type ChosenColumns } from './mappingBody';

interface MappingStepProps {
  settings: ImporterSettings;
  importId: number;
  extra: Record<string, number>;
  onSubmitted(result: { trackingId: number; message: string }): void;
  onDiscarded(message: string): void;
  onError(error: unknown): void;
}

/** Step 2: the mapping of the uploaded file, loaded once for its import id and extra data. */
export function MappingStep(props: MappingStepProps) {
  const http = useHttp();
  const { settings, importId, extra, onError } = props;
  const details = useQuery(importQueries.mapping(http, settings.mappingDetailsUrl, importId, extra));
  if (details.isPending) return <Loader />;
  if (details.isError) {
    return (
      <div className="alert alert-danger" role="alert">
        {details.error.message}
      </div>
    );
  }
  return <MappingForm {...props} details={details.data} onError={onError} />;
}

function MappingForm({
  settings,
  importId,
  extra,
  details,
  onSubmitted,
  onDiscarded,
  onError,
}: MappingStepProps & { details: MappingDetails }) {
  const { t } = useTranslation();
  const http = useHttp();
  const [chosen, setChosen] = useState<ChosenColumns>(() => suggestedColumns(details));
  const [updateExisting, setUpdateExisting] = useState(false);
  const [dateTimeFormat, setDateTimeFormat] = useState('');
  const [formatError, setFormatError] = useState<string | undefined>();
  const showFormat = needsDateFormat(details, chosen);
  const body = () => mappingBody(details, { importId, chosen, updateExisting, dateTimeFormat, extra });

  const preview = useMutation({ mutationFn: () => dryRunImport(http, settings.dryRunUrl, body()), onError });
  const start = useMutation({
    mutationFn: () => submitMapping(http, settings.mappingUrl, body()),
    onSuccess: onSubmitted,
    onError,
  });

  const formatMissing = () => {
    const missing = showFormat && dateTimeFormat === '';
    setFormatError(missing ? t('import_date_time_format_required') : undefined);
    return missing;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!formatMissing()) start.mutate();
  };

  return (
    <form aria-label={t('import_mapping_title')} noValidate onSubmit={submit}>
      <h3 className="h6">{t('import_mapping_title')}</h3>
      <MappingTable
        details={details}
        chosen={chosen}
        onChoose={(uuid, column) => {
          setChosen((current) => ({ ...current, [uuid]: column }));
          preview.reset();
        }}
      />
      <div className="form-check mb-3">
        <input
          id="sd-import-update-existing"
          type="checkbox"
          className="form-check-input"
          checked={updateExisting}
          onChange={(event) => {
            setUpdateExisting(event.target.checked);
            preview.reset();
          }}
        />
        <label htmlFor="sd-import-update-existing" className="form-check-label">
          {t('import_update_existing')}
        </label>
      </div>
      {showFormat && (
        <DateFormatSelect
          value={dateTimeFormat}
          error={formatError}
          onChange={(format) => {
            setDateTimeFormat(format);
            setFormatError(undefined);
            preview.reset();
          }}
        />
      )}
      <div className="d-flex gap-2">
        <SubmitButton busy={start.isPending} disabled={start.isSuccess} busyLabel={t('loading')}>
          {t('import_start')}
        </SubmitButton>
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={preview.isPending}
          onClick={() => {
            if (!formatMissing()) preview.mutate();
          }}
        >
          {t('import_preview')}
        </button>
        <DiscardButton url={settings.discardUrl} importId={importId} onDiscarded={onDiscarded} />
      </div>
      {preview.data && <DryRunSummary result={preview.data} />}
    </form>
  );
}
