import type { Routes } from '../deps';
import { namedTypeRecord } from '../records/named-type';
import { referenceRecordRoutes } from '../records/reference-record';

/**
 * The contract types: contract-type-list, contract-type/{id}, POST and DELETE contract-type (422
 * while contracts are of the type). Agents who create contracts may add one from the contract form.
 */
export const contractTypeRoutes: Routes = (app, { db }) =>
  referenceRecordRoutes(
    app,
    db,
    namedTypeRecord({
      noun: 'contract type',
      table: 'contract_types',
      http: { path: 'contract-type', listKey: 'contract_types', recordKey: 'contract_type' },
      usages: [{ table: 'contracts', column: 'contract_type_id', singular: 'contract', plural: 'contracts' }],
      createPermission: 'create_contract',
    }),
  );
