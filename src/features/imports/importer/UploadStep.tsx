import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, isApiError } from '@/api/errors';
import { uploadImportFile, type ImporterSettings } from '@/api/imports';
import { useHttp } from '@/host/PluginContext';
import { LookupChoiceSelect } from '@/records/lookups/LookupChoiceSelect';
import { SubmitButton } from '@/ui/form';
import { MAX_IMPORT_BYTES } from './limits';

export interface UploadedImport {
  importId: number;
  extra: Record<string, number>;
  message: string;
}

interface UploadStepProps {
  settings: ImporterSettings;
  onUploaded(upload: UploadedImport): void;
  /** A refusal or failure, shown in the importer's alert area. */
  onError(error: unknown): void;
}

const ASSET_TYPE_PARAMS = { meta: true };

/** A 412 says why the server cannot use the file: its import_file message is the one shown. */
function uploadFailure(error: unknown): unknown {
  const reason = isApiError(error) && error.status === 412 ? error.fieldErrors.import_file?.[0] : undefined;
  return reason === undefined ? error : new ApiError(reason, 412);
}

/** Step 1: for assets an asset type first, then the required file; too large a file never leaves the browser. */
export function UploadStep({ settings, onUploaded, onError }: UploadStepProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const fileInput = useRef<HTMLInputElement>(null);
  const [assetTypeId, setAssetTypeId] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ assetType?: string; file?: string }>({});
  const withType = settings.type === 'asset';
  const extra: Record<string, number> = withType && assetTypeId !== null ? { asset_type_id: assetTypeId } : {};

  const upload = useMutation({
    mutationFn: (chosen: File) => uploadImportFile(http, settings.uploadUrl, chosen),
    onSuccess: ({ importId, message }) => onUploaded({ importId, extra, message }),
    onError: (error) => onError(uploadFailure(error)),
  });

  const choose = (chosen: File | null) => {
    if (chosen && chosen.size >= MAX_IMPORT_BYTES) {
      onError(new ApiError(t('max_upload_size')));
      if (fileInput.current) fileInput.current.value = '';
      setFile(null);
      return;
    }
    setFile(chosen);
    setErrors((current) => ({ ...current, file: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      assetType: withType && assetTypeId === null ? t('import_asset_type_required') : undefined,
      file: file === null ? t('import_file_required') : undefined,
    };
    setErrors(found);
    if (found.assetType || found.file || !file) return;
    upload.mutate(file);
  };

  return (
    <form aria-label={t('asset_import_title')} noValidate onSubmit={submit}>
      {withType && (
        <div className="mb-3">
          <LookupChoiceSelect
            id="sd-import-asset-type"
            label={t('import_asset_type')}
            dependency="asset_types"
            params={ASSET_TYPE_PARAMS}
            required
            value={assetTypeId}
            error={errors.assetType}
            onChange={(id) => {
              setAssetTypeId(id);
              setErrors((current) => ({ ...current, assetType: undefined }));
            }}
          />
        </div>
      )}
      <div className="mb-3">
        <label htmlFor="sd-import-file" className="form-label">
          {t('import_file')} <span aria-hidden="true">*</span>
        </label>
        <input
          ref={fileInput}
          id="sd-import-file"
          type="file"
          required
          accept=".csv,.txt,.xlsx"
          className={`form-control${errors.file ? ' is-invalid' : ''}`}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={errors.file ? 'sd-import-file-error' : undefined}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        {errors.file && (
          <div id="sd-import-file-error" className="invalid-feedback d-block">
            {errors.file}
          </div>
        )}
      </div>
      <div className="d-flex gap-3 align-items-center">
        <SubmitButton busy={upload.isPending} busyLabel={t('loading')}>
          {t('import_upload')}
        </SubmitButton>
        {withType && assetTypeId !== null && (
          <a href={`${http.defaults.baseURL ?? ''}${settings.sampleUrl}?asset_type_id=${assetTypeId}`} download>
            {t('import_sample_csv')}
          </a>
        )}
      </div>
    </form>
  );
}
