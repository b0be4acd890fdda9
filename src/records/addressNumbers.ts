/** A positive whole number written in an address (a route parameter or a query value), else undefined. */
export function positiveInt(value: string | null | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
}

/** The query value `name` of the address `location` when it is a positive whole number, else undefined. */
export function positiveIntParam(location: string, name: string): number | undefined {
  const query = location.includes('?') ? location.slice(location.indexOf('?') + 1) : '';
  return positiveInt(new URLSearchParams(query).get(name));
}
