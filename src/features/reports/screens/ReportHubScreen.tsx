import { useTranslation } from 'react-i18next';
import { Link } from '@/ui/Link';
import { TitledCard } from '@/ui/TitledCard';
import { reportPaths } from '../paths';

/** /service-desk/reports: one card per kind of report; assets are the only kind. */
export default function ReportHubScreen() {
  const { t } = useTranslation();
  return (
    <TitledCard id="sd-report-hub" title={t('reports')}>
      <div className="row row-cols-1 row-cols-md-3 g-3">
        <div className="col">
          <div className="card h-100">
            <div className="card-body">
              <h2 className="h5 card-title">
                <Link to={reportPaths.list} className="stretched-link">
                  {t('report_hub_asset')}
                </Link>
              </h2>
              <p className="card-text text-body-secondary">{t('report_hub_asset_text')}</p>
            </div>
          </div>
        </div>
      </div>
    </TitledCard>
  );
}
