import type { Routes } from '../deps';
import { namedTypeRecord } from '../records/named-type';
import { referenceRecordRoutes } from '../records/reference-record';

/**
 * The procurement modes products are bought by: procurement-mode-list, procurement-mode/{id},
 * POST and DELETE procurement-mode (422 while products use it).
 */
export const procurementModeRoutes: Routes = (app, { db }) =>
  referenceRecordRoutes(
    app,
    db,
    namedTypeRecord({
      noun: 'procurement mode',
      table: 'procurement_modes',
      http: { path: 'procurement-mode', listKey: 'procurement_modes', recordKey: 'procurement_mode' },
      usages: [{ table: 'products', column: 'procurement_mode_id', singular: 'product', plural: 'products' }],
    }),
  );
