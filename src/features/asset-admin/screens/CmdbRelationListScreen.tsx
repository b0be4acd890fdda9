import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { cmdbRelationMutations, cmdbRelationQueries, type CmdbRelation } from '@/api/cmdb-relations';
import { ReferenceList } from '@/records/reference/ReferenceList';
import { cmdbRelationPaths } from '../paths';
import { sortedColumn } from '@/ui/table/columns';

const nameOf = (relation: CmdbRelation) => relation.forward_relation_name;
const editPath = (relation: CmdbRelation) => cmdbRelationPaths.edit(relation.id);

/** /service-desk/cmdb-relation: forward name, inverse name, actions. */
export default function CmdbRelationListScreen() {
  const { t } = useTranslation();
  const columns = useMemo<ColumnDef<CmdbRelation, unknown>[]>(
    () => [
      sortedColumn('forward_relation_name', t('cmdb_forward_relation_name'), (row) => row.forward_relation_name),
      sortedColumn('inverse_relation_name', t('cmdb_inverse_relation_name'), (row) => row.inverse_relation_name),
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
