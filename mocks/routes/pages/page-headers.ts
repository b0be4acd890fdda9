/**
 * What a page of this server may do: scripts only from its own files (the host page's session
 * block is JSON, which is not run), styles from its files and the ones its scripts insert,
 * images only from here or inline, calls only to here, and no page of another site may frame it.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Pages whose address holds an approval link's hash: the hash is the credential, so no Referer may carry it. */
const APPROVAL_PAGE = /^\/(change-approval|service-desk\/contract-approval)\//;

export function pageHeaders(path: string): Record<string, string> {
  return {
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': APPROVAL_PAGE.test(path) ? 'no-referrer' : 'same-origin',
  };
}
