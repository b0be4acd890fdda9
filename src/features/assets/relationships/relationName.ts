import type { RelatedAsset, RelationGroup } from '@/api/asset-relationships';

/** How the shown asset relates to `child`: the group's forward or inverse name, by the pivot's direction. */
export function dependencyName(group: RelationGroup, child: RelatedAsset): string {
  return child.pivot.relation === 'inverse' ? group.inverse_relation_name : group.forward_relation_name;
}
