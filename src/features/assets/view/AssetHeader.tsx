import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssetDetail } from '@/api/assets';
import { displayDateTime } from '@/format/dates';
import { Link } from '@/ui/Link';
import { SafeHtml } from '@/ui/SafeHtml';

const NONE = '--';

function linked(record: { id: number; name?: string; full_name?: string } | null, path: string): ReactNode {
  const text = record?.full_name || record?.name;
  return record && text ? <Link to={`${path}/${record.id}`}>{text}</Link> : NONE;
}

/** The record card of the asset page: name, identifier and the asset's fields. */
export function AssetHeader({ asset }: { asset: AssetDetail }) {
  const { t } = useTranslation();
  const fields: Array<[string, ReactNode]> = [
    [t('created_at'), displayDateTime(asset.created_at)],
    [t('asset_type'), asset.asset_type?.name || NONE],
    [t('status'), asset.asset_status?.name || NONE],
    [t('department'), asset.department?.name || NONE],
    [t('organization'), linked(asset.organization, '/organizations')],
    [t('location'), asset.location?.name || NONE],
    [t('managed_by'), linked(asset.managed_by, '/user')],
    [t('used_by'), linked(asset.used_by, '/user')],
  ];
  return (
    <section className="card mb-3" aria-labelledby="sd-asset-view-title">
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <h1 id="sd-asset-view-title" className="h4 mb-0">
          {asset.name}
        </h1>
        {asset.identifier && <span className="text-secondary">{asset.identifier}</span>}
      </div>
      <div className="card-body">
        <dl className="row mb-0">
          {fields.map(([label, value]) => (
            <div key={label} className="col-sm-6 col-lg-3 mb-2">
              <dt className="small text-secondary fw-normal">{label}</dt>
              <dd className="mb-0">{value}</dd>
            </div>
          ))}
        </dl>
        {asset.description && (
          <>
            <h2 className="h6 mt-3">{t('description')}</h2>
            <SafeHtml html={asset.description} />
          </>
        )}
      </div>
    </section>
  );
}
