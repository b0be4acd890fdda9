/**
 * The database schema: each resource's tables, in an order where every table follows those it
 * references. There are no migrations: bump SCHEMA_VERSION whenever a schema part or the seed
 * changes, and an existing database file is rebuilt on the next start.
 *
 * Dates are UTC text 'YYYY-MM-DD HH:mm:ss', so they compare and sort as strings.
 */
import { announcementTables } from './announcements/schema';
import { assetLogTables } from './assets/log-schema';
import { automationTables } from './automations/schema';
import { assetTables } from './assets/schema';
import { barcodeTables } from './barcode/schema';
import { cabDefinitionTables } from './cab-definitions/schema';
import { cabTables } from './change-approvals/schema';
import { changeFilterTables } from './change-filters/schema';
import { changeTables } from './changes/schema';
import { cmdbTables } from './cmdb-relations/schema';
import { importTables } from './imports/schema';
import { contractLinkTables, contractTables } from './contracts/schema';
import { formGroupLinkTables, formGroupTables } from './form-groups/schema';
import { outboxTables } from './outbox/schema';
import { procurementModeTables } from './procurement-modes/schema';
import { productTables } from './products/schema';
import { problemTables } from './problems/schema';
import { recordPartTables } from './records/schema';
import { referenceTables } from './reference/schema';
import { releaseTables } from './releases/schema';
import { reportTables } from './reports/schema';
import { searchIndexTables } from './search-indexes';
import { ticketTables } from './tickets/schema';
import { userTables } from './users/schema';
import { vendorTables } from './vendors/schema';

export const SCHEMA_VERSION = 23;

export const schemaSql = [
  referenceTables,
  userTables,
  vendorTables,
  contractTables,
  formGroupTables,
  assetTables,
  procurementModeTables,
  productTables,
  contractLinkTables,
  cmdbTables,
  assetLogTables,
  ticketTables,
  changeTables,
  formGroupLinkTables,
  releaseTables,
  problemTables,
  recordPartTables,
  changeFilterTables,
  cabTables,
  cabDefinitionTables,
  automationTables,
  outboxTables,
  barcodeTables,
  announcementTables,
  reportTables,
  importTables,
  searchIndexTables,
].join('\n');
