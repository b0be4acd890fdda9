import { linkedText, ownText, referencedText } from '../list-search';
import { searchIndex } from '../search-index';
import { PERSON_NAME } from '../users/person-text';

/**
 * What the asset list's search reads: the texts its columns show (name, identifier, type, status,
 * department, location, organization, managed by, used by, impact, product), held by an index.
 */
export const ASSET_SEARCH = searchIndex('assets', 'a', {
  name: ownText('name'),
  identifier: ownText('identifier'),
  asset_type: referencedText('asset_type_id', { table: 'asset_types' }),
  asset_status: referencedText('status_id', { table: 'asset_statuses' }),
  department: referencedText('department_id', { table: 'departments' }),
  location: referencedText('location_id', { table: 'locations', text: (n) => `${n}.title`, textColumns: ['title'] }),
  organization: referencedText('organization_id', { table: 'organizations' }),
  managed_by: referencedText('managed_by_id', PERSON_NAME),
  used_by: referencedText('used_by_id', PERSON_NAME),
  impact: referencedText('impact_type_id', { table: 'impacts' }),
  product: linkedText(
    { table: 'product_assets', rowColumn: 'asset_id', otherColumn: 'product_id' },
    { table: 'products' },
  ),
});
