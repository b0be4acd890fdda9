import { referenceRecordQueries } from '../referenceRecords';
import { CMDB_RELATION_API } from './calls';
import type { CmdbRelation } from './types';

export const {
  keys: cmdbRelationKeys,
  queries: cmdbRelationQueries,
  mutations: cmdbRelationMutations,
} = referenceRecordQueries<CmdbRelation, CmdbRelation>('cmdb-relations', CMDB_RELATION_API);
