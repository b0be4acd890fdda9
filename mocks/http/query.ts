import { Validator } from './validator';

/**
 * Readers for the flat query object Fastify parses: `name[0]=3` and `name[]=3` arrive as keys
 * with their brackets, repeated keys as arrays. Bad values are reported to the Validator in
 * Laravel's words and read as undefined, so a handler can collect every error before failing.
 */
export type RawQuery = Record<string, string | string[] | undefined>;

export function asRawQuery(query: unknown): RawQuery {
  return query !== null && typeof query === 'object' ? (query as RawQuery) : {};
}

/** A single value; an empty one counts as absent. */
export function readString(query: RawQuery, name: string, validator: Validator): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) {
    validator.add(name, `The ${name} must be a string.`);
    return undefined;
  }
  const trimmed = value?.trim();
  return trimmed === '' ? undefined : trimmed;
}

interface IntegerRule {
  min?: number;
  max?: number;
}

export function readInteger(
  query: RawQuery,
  name: string,
  validator: Validator,
  rule: IntegerRule = {},
): number | undefined {
  const text = readString(query, name, validator);
  return text === undefined ? undefined : checkInteger(text, name, validator, rule);
}

export function readChoice<T extends string>(
  query: RawQuery,
  name: string,
  choices: readonly T[],
  validator: Validator,
): T | undefined {
  const text = readString(query, name, validator);
  if (text === undefined) return undefined;
  if ((choices as readonly string[]).includes(text)) return text as T;
  validator.add(name, `The selected ${name} is invalid.`);
  return undefined;
}

/**
 * The values of `name[0]=..&name[1]=..`, `name[]=..` or plain `name=..`, in index order.
 * Empty values are skipped. Undefined when the parameter is absent.
 */
export function readList(query: RawQuery, name: string): string[] | undefined {
  const indexed: { order: number; values: string[] }[] = [];
  let present = false;
  for (const [key, value] of Object.entries(query)) {
    const order = listPosition(key, name);
    if (order === undefined || value === undefined) continue;
    present = true;
    indexed.push({ order, values: Array.isArray(value) ? value : [value] });
  }
  if (!present) return undefined;
  return indexed
    .sort((a, b) => a.order - b.order)
    .flatMap((entry) => entry.values)
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** A list of integer ids; a bad item is reported as `name.index`, as Laravel does. */
export function readIdList(query: RawQuery, name: string, validator: Validator): number[] | undefined {
  const values = readList(query, name);
  if (values === undefined || values.length === 0) return undefined;
  const ids: number[] = [];
  values.forEach((value, index) => {
    const id = checkInteger(value, `${name}.${index}`, validator);
    if (id !== undefined) ids.push(id);
  });
  return ids;
}

function checkInteger(text: string, field: string, validator: Validator, rule: IntegerRule = {}): number | undefined {
  const value = /^-?\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value)) {
    validator.add(field, `The ${field} must be an integer.`);
    return undefined;
  }
  if (rule.min !== undefined && value < rule.min) {
    validator.add(field, `The ${field} must be at least ${rule.min}.`);
    return undefined;
  }
  if (rule.max !== undefined && value > rule.max) {
    validator.add(field, `The ${field} must not be greater than ${rule.max}.`);
    return undefined;
  }
  return value;
}

/** Where `key` sits in the list called `name`: its index for `name[3]`, else after the indexed ones. */
function listPosition(key: string, name: string): number | undefined {
  if (key === name || key === `${name}[]`) return Number.MAX_SAFE_INTEGER;
  if (!key.startsWith(`${name}[`) || !key.endsWith(']')) return undefined;
  const index = key.slice(name.length + 1, -1);
  return /^\d+$/.test(index) ? Number(index) : undefined;
}

/** Reads a request's query with `read`, then answers 422 with every error it reported. */
export function readRequestQuery<T>(rawQuery: unknown, read: (query: RawQuery, validator: Validator) => T): T {
  const validator = new Validator();
  const value = read(asRawQuery(rawQuery), validator);
  validator.throwIfFailed();
  return value;
}
