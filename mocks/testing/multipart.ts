export interface FilePart {
  field: string;
  fileName: string;
  contentType?: string;
  content: Buffer | string;
}

export type FormFields = Record<string, string | number | readonly (string | number)[]>;

/** A multipart/form-data body as a browser's FormData sends it; arrays repeat the field. */
export function multipart(
  fields: FormFields,
  files: readonly FilePart[] = [],
): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----testboundary${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  const push = (text: string) => chunks.push(Buffer.from(text));
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(item)}\r\n`);
    }
  }
  for (const file of files) {
    push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; ${fileNameParameter(file.fileName)}\r\n` +
        `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
    );
    chunks.push(Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content));
    push('\r\n');
  }
  push(`--${boundary}--\r\n`);
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Plain names as they are; others in the RFC 5987 form busboy decodes. */
function fileNameParameter(name: string): string {
  return /^[\x20-\x7e]*$/.test(name) && !/["\\]/.test(name)
    ? `filename="${name}"`
    : `filename*=UTF-8''${encodeURIComponent(name)}`;
}
