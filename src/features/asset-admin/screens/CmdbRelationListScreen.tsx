import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { cmdbRelationMutations, cmdbRelationQueries, type CmdbRelation } from '@/api/cmdb-relations';
import { ReferenceList } from '@/records/reference/ReferenceList';
import { cmdbRelationPaths } from '../paths';

const nameOf = (relation: CmdbRelation) => relation.forward_relation_name;
const editPath = (relation: CmdbRelation) => cmdbRelationPaths.edit(relation.id);

/** /service-desk/cmdb-relation: forward name, inverse name, actions. */
export default function CmdbRelationListScreen() {
  const { t } = useTranslation();
  const columns = useMemo<ColumnDef<CmdbRelation, unknown>[]>(
    () => [
      {
        id: 'forward_relation_name',
        header: t('cmdb_forward_relation_name'),
        meta: { sortField: 'forward_relation_name' },
        cell: ({ row }) => row.original.forward_relation_name,
      },
      {
        id: 'inverse_relation_name',
        header: t('cmdb_inverse_relation_name'),
        meta: { sortField: 'inverse_relation_name' },
        cell: ({ row }) => row.original.inverse_relation_name,
      },
    ],
    [t],
  );
  return (
    <ReferenceList
      id="sd-cmdb-relation"
      title={t('cmdb_relation_list')}
      create={{ path: cmdbRelationPaths.create, label: t('cmdb_relation_create') }}
      columns={columns}
      list={cmdbRelationQueries.list}
      remove={cmdbRelationMutations.remove}
      nameOf={nameOf}
      editPath={editPath}
    />
  );
}
