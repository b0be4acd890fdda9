import { RELATION_TYPE_STORE } from '../../db/cmdb-relations/relation-types';
import type { Routes } from '../deps';
import { referenceRoutes } from '../records/reference-record';
import { textRecord } from '../records/text-record';

const NAME_MAX = 255;

/** The CMDB relation types, kept by administrators: cmdb-list, cmdb/{id}, POST cmdb, DELETE cmdb/{id}. */
export const cmdbRelationRoutes: Routes = referenceRoutes(
  textRecord({
    http: { path: 'cmdb', listKey: 'cmdbs', recordKey: 'cmdb' },
    unique: { name: 'forward_relation_name', label: 'forward relation name', max: NAME_MAX },
    texts: [
      { name: 'inverse_relation_name', label: 'inverse relation name', max: NAME_MAX, required: true },
      { name: 'description', label: 'description', max: 1000 },
    ],
    store: RELATION_TYPE_STORE,
  }),
);
