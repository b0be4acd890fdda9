/**
 * `attachment; filename="..."; filename*=UTF-8''...` for any file name: the plain form keeps
 * printable ASCII only (quotes, backslashes and control characters replaced), the extended form
 * carries the exact name percent-encoded (RFC 6266 / 5987).
 */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/gu, '_') || 'attachment';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => '%' + character.charCodeAt(0).toString(16).toUpperCase(),
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
