import type { Usage } from '../../db/named-types';
import type { Routes } from '../deps';
import { namedTypeRecord } from '../records/named-type';
import { referenceRecordRoutes } from '../records/reference-record';

/** The rows of `table` (one a `singular`) whose `column` holds a type keep it from being deleted. */
const usedBy = (table: string, column: string, singular: string): Usage => ({
  table,
  column,
  singular,
  plural: table,
});

/**
 * The records that are only a name: contract types (agents who create contracts may add one from
 * the contract form), license types (of contracts) and procurement modes (products are bought by).
 * Each is served as `{type}-list`, `{type}/{id}`, POST and DELETE `{type}` (422 while in use).
 */
const NAMED_TYPES = [
  namedTypeRecord('contract_types', [usedBy('contracts', 'contract_type_id', 'contract')], 'create_contract'),
  namedTypeRecord('license_types', [usedBy('contracts', 'license_type_id', 'contract')]),
  namedTypeRecord('procurement_modes', [usedBy('products', 'procurement_mode_id', 'product')]),
];

export const namedTypeRoutes: Routes = (app, { db }) => {
  for (const record of NAMED_TYPES) referenceRecordRoutes(app, db, record);
};
