import { useTranslation } from 'react-i18next';
import type { RelatedAsset, RelationGroup } from '@/api/asset-relationships';
import { assetPaths } from '../paths';
import { dependencyName } from './relationName';
import { ColumnHeaders } from '@/ui/table/ColumnHeaders';

export interface RelationshipTableProps {
  groups: RelationGroup[];
  onDelete(group: RelationGroup, child: RelatedAsset): void;
}

/** The list view: dependency, asset, action; one row per related asset, grouped by relation. */
export function RelationshipTable({ groups, onDelete }: RelationshipTableProps) {
  const { t } = useTranslation();
  return (
    <table className="table table-sm align-middle mb-0">
      <caption className="sd-visually-hidden">{t('asset_relationships')}</caption>
      <ColumnHeaders headers={[t('asset_dependency'), t('asset'), t('action')]} />
      {groups.map((group) => (
        <tbody key={group.id}>
          {group.child_assets.map((child) => (
            <tr key={`${child.pivot.relation}-${child.id}`}>
              <td>{dependencyName(group, child)}</td>
              <td>
                <a href={assetPaths.show(child.id)} target="_blank" rel="noopener noreferrer">
                  {child.name}
                </a>
              </td>
              <td>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  aria-label={t('asset_relationship_delete_named', { name: child.name })}
                  onClick={() => onDelete(group, child)}
                >
                  {t('delete')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
