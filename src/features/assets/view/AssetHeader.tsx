import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssetDetail } from '@/api/assets';
import { displayDateTime } from '@/format/dates';
import { displayPlannedDate } from '@/format/plannedDate';
import { hostPaths } from '@/host/hostPaths';
import { NameLink } from '@/ui/NameLink';
import { SafeHtml } from '@/ui/SafeHtml';
import { AssetAttachments } from './AssetAttachments';
import { AssetCustomFields } from './AssetCustomFields';

const NONE = '--';
/** How the card shows an absent or zero date. */
const NO_DATE = '---';

const organizationPath = (id: number) => `/organizations/${id}`;

/** The record card of the asset page: name, identifier, every field, custom values, description and files. */
export function AssetHeader({ asset, actions }: { asset: AssetDetail; actions?: ReactNode }) {
  const { t } = useTranslation();
  const fields: Array<[string, ReactNode]> = [
    [t('created_at'), displayDateTime(asset.created_at)],
    [t('asset_type'), asset.asset_type?.name || NONE],
    [t('status'), asset.asset_status?.name || NONE],
    [
      t('department'),
      <NameLink key="department" of={asset.department} name={asset.department?.name} path={hostPaths.department} />,
    ],
    [
      t('organization'),
      <NameLink key="organization" of={asset.organization} name={asset.organization?.name} path={organizationPath} />,
    ],
    [t('location'), asset.location?.name || NONE],
    [
      t('managed_by'),
      <NameLink key="managed_by" of={asset.managed_by} name={asset.managed_by?.full_name} path={hostPaths.user} />,
    ],
    [t('used_by'), <NameLink key="used_by" of={asset.used_by} name={asset.used_by?.full_name} path={hostPaths.user} />],
    [t('asset_assigned_on'), displayPlannedDate(asset.assigned_on, NO_DATE)],
    [t('asset_product'), asset.product?.name || NONE],
    [t('asset_impact_type'), asset.impact_type?.name || NONE],
  ];
  return (
    <section className="card mb-3" aria-labelledby="sd-asset-view-title">
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <h1 id="sd-asset-view-title" className="h4 mb-0">
          {asset.name}
        </h1>
        {asset.identifier && <span className="text-secondary">{asset.identifier}</span>}
        {actions && <div className="ms-auto">{actions}</div>}
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
        <AssetCustomFields asset={asset} />
        {asset.description && (
          <>
            <h2 className="h6 mt-3">{t('description')}</h2>
            <SafeHtml html={asset.description} />
          </>
        )}
        <AssetAttachments assetId={asset.id} files={asset.attachments ?? []} />
      </div>
    </section>
  );
}
