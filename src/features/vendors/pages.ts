import { recordPages } from '../../federation/recordPages';

/** The vendor pages, in the order the area's route table matches them. */
export const vendorPages = recordPages('/service-desk/vendor', {
  list: 'Vendor Index',
  create: 'New vendor',
  show: 'Vendor',
  edit: 'Edit vendor',
});
