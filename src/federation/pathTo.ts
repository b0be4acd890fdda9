/** The address of a page: its pattern with each `:name` segment replaced by its value. */
export function pathTo(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for :${name} of ${pattern}.`);
    return encodeURIComponent(String(value));
  });
}
