import { useTranslation } from 'react-i18next';
import type { Impact } from '@/api/asset-relationships';
import { NameLink } from '@/ui/NameLink';
import { assetPaths } from '../paths';
import { ColumnHeaders } from '@/ui/table/ColumnHeaders';

const COUNTS = [
  ['open_tickets', 'asset_impact_open_tickets'],
  ['open_problems', 'asset_impact_open_problems'],
  ['open_changes', 'asset_impact_open_changes'],
] as const;

/** The assets an impact reaches, nearest first, each linked to its page with its open records. */
export function ImpactList({ impact }: { impact: Impact }) {
  const { t } = useTranslation();
  const reached = impact.nodes.some((node) => node.depth > 0);
  return (
    <div className="sd-impact-list mt-3">
      {!reached && <p>{t('asset_impact_none')}</p>}
      {impact.truncated && <p>{t('asset_impact_truncated', { count: impact.nodes.length })}</p>}
      <div className="table-responsive">
        <table className="table table-sm table-striped mb-0">
          <caption className="caption-top">{t('asset_impact_caption')}</caption>
          <ColumnHeaders headers={[t('asset_impact_asset'), t('asset_impact_type'), t('asset_impact_depth')]}>
            {COUNTS.map(([field, label]) => (
              <th key={field} scope="col" className="text-end">
                {t(label)}
              </th>
            ))}
          </ColumnHeaders>
          <tbody>
            {impact.nodes.map((node) => (
              <tr key={node.id}>
                <th scope="row" className="fw-normal">
                  <NameLink of={node} name={node.name} path={assetPaths.show} />
                </th>
                <td>{node.asset_type}</td>
                <td>{node.depth}</td>
                {COUNTS.map(([field]) => (
                  <td key={field} className="text-end">
                    {node[field]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
