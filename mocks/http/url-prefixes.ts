/**
 * URL prefixes the server answers with data, never with the host page (the barcode and import calls
 * live outside /service-desk/api/, as the spec names them).
 */
export const API_PREFIXES = [
  '/api/',
  '/service-desk/api/',
  '/service-desk/download/',
  '/service-desk/barcode-template',
  '/service-desk/barcode/template/',
  '/service-desk/generate-barcode',
  '/service-desk/asset-upload-csv',
  '/service-desk/get-asset-mapping-details/',
  '/service-desk/post-asset-mapping',
  '/service-desk/asset-import-',
  '/service-desk/import-discard/',
  '/service-desk/import-tracking-details/',
  '/service-desk/import-tracking-failed/',
  '/shim/',
] as const;

/** URL prefixes of the build output; they need no session. */
export const STATIC_PREFIXES = { plugin: '/plugin/', host: '/host/' } as const;

export function isApiPath(url: string): boolean {
  const path = pathOf(url);
  return API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

export function isStaticAssetPath(url: string): boolean {
  const path = pathOf(url);
  return Object.values(STATIC_PREFIXES).some((prefix) => path.startsWith(prefix));
}

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** Where the service desk's own calls live. */
export const SERVICE_DESK_API = '/service-desk/api';
