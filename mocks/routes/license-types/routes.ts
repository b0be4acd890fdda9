import type { Routes } from '../deps';
import { namedTypeRecord } from '../records/named-type';
import { referenceRecordRoutes } from '../records/reference-record';

/** The license types: license-type-list, license-type/{id}, POST and DELETE license-type (422 while contracts use it). */
export const licenseTypeRoutes: Routes = (app, { db }) =>
  referenceRecordRoutes(
    app,
    db,
    namedTypeRecord({
      noun: 'license type',
      table: 'license_types',
      http: { path: 'license-type', listKey: 'license_types', recordKey: 'license_type' },
      usages: [{ table: 'contracts', column: 'license_type_id', singular: 'contract', plural: 'contracts' }],
    }),
  );
