import { cmdbRelationMutations, cmdbRelationQueries } from '@/api/cmdb-relations';
import { referenceListScreen } from '@/records/reference/referenceListScreen';
import { truncatedColumn } from '@/ui/table/columns';
import { cmdbRelationPaths } from '../paths';

/** /service-desk/cmdb-relation: forward name, inverse name, actions. */
export default referenceListScreen({
  prefix: 'cmdb_relation',
  resource: { queries: cmdbRelationQueries, mutations: cmdbRelationMutations },
  paths: cmdbRelationPaths,
  nameColumn: false,
  columns: (t) => [
    truncatedColumn('forward_relation_name', t('cmdb_forward_relation_name'), (row) => row.forward_relation_name, {
      sortField: 'forward_relation_name',
      width: 10,
    }),
    truncatedColumn('inverse_relation_name', t('cmdb_inverse_relation_name'), (row) => row.inverse_relation_name, {
      sortField: 'inverse_relation_name',
      width: 10,
    }),
  ],
  nameOf: (relation) => relation.forward_relation_name,
});
