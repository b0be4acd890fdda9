import { useTranslation } from 'react-i18next';
import { Link } from '@/ui/Link';
import { NotFound } from '@/ui/NotFound';
import type { ScreenProps } from '@/ui/RouteSwitch';
import { AssetForm } from '../form/AssetForm';
import { assetPaths } from '../paths';

const noop = () => undefined;

/** /service-desk/assets/create and /service-desk/assets/{id}/edit: titled by the path; editing offers the asset's page. */
export default function AssetFormScreen({ params }: ScreenProps) {
  const { t } = useTranslation();
  const assetId = params.id === undefined ? undefined : Number(params.id);
  if (assetId !== undefined && (!Number.isInteger(assetId) || assetId <= 0)) return <NotFound />;
  const isEdit = assetId !== undefined;

  return (
    <section className="card m-3" aria-labelledby="sd-asset-form-title">
      <div className="card-header d-flex align-items-center justify-content-between gap-2">
        <h1 id="sd-asset-form-title" className="h4 mb-0">
          {isEdit ? t('asset_edit') : t('asset_create')}
        </h1>
        {isEdit && (
          <Link to={assetPaths.show(assetId)} className="btn btn-sm btn-outline-secondary">
            {t('asset_view')}
          </Link>
        )}
      </div>
      <div className="card-body">
        <AssetForm key={assetId ?? 'create'} assetId={assetId} onSaved={noop} />
      </div>
    </section>
  );
}
