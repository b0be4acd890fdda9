/**
 * Query strings the way the host's backend reads them: arrays as name[0]=a&name[1]=b, empty
 * values left out, everything percent-encoded (a literal '+' in a date range arrives as '+').
 */
export type ParamValue = string | number | boolean | null | undefined | Array<string | number>;
export type Params = Record<string, ParamValue>;

export function serializeParams(params: Params): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        parts.push(`${encodeURIComponent(`${key}[${index}]`)}=${encodeURIComponent(String(item))}`);
      });
    } else {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.join('&');
}
