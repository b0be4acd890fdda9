/** The import calls, outside /service-desk/api/ as the spec names them. */
export const IMPORT_PATHS = {
  upload: '/service-desk/asset-upload-csv',
  mappingDetails: '/service-desk/get-asset-mapping-details',
  mapping: '/service-desk/post-asset-mapping',
  dryRun: '/service-desk/asset-import-dry-run',
  discard: '/service-desk/import-discard',
  sample: '/service-desk/asset-import-sample',
  trackingDetails: '/service-desk/import-tracking-details',
  trackingFailed: '/service-desk/import-tracking-failed',
} as const;
