import { cmdbRelationMutations, cmdbRelationQueries } from '@/api/cmdb-relations';
import { referenceListScreen } from '@/records/reference/referenceListScreen';
import { sortedColumn } from '@/ui/table/columns';
import { cmdbRelationPaths } from '../paths';

/** /service-desk/cmdb-relation: forward name, inverse name, actions. */
export default referenceListScreen({
  prefix: 'cmdb_relation',
  resource: { queries: cmdbRelationQueries, mutations: cmdbRelationMutations },
  paths: cmdbRelationPaths,
  nameColumn: false,
  columns: (t) => [
    sortedColumn('forward_relation_name', t('cmdb_forward_relation_name'), (row) => row.forward_relation_name),
    sortedColumn('inverse_relation_name', t('cmdb_inverse_relation_name'), (row) => row.inverse_relation_name),
  ],
  nameOf: (relation) => relation.forward_relation_name,
});
