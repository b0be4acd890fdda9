/** What other areas may use of the vendors area: its paths and the vendor form (a product adds one in a dialog). */
export { vendorPaths } from './paths';
export { VendorFields } from './form/VendorFields';
export { vendorSaveValues, vendorSchema, vendorServerFields, EMPTY_VENDOR, type VendorFormValues } from './form/schema';
