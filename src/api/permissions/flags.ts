import type { AxiosInstance } from 'axios';
import { unreadableAnswer } from '../errors';
import { dataOf, isObject } from '../responses';

/** A flag as the server may send it: true, 1, '1' and 'true' allow; anything else does not. */
function isAllowed(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/**
 * The action flags of a record (the `actions` object of its action call); a missing flag is false,
 * unless `whenMissing` names what it is read as then: another flag's value, or `true`. So the
 * "may act" flags that the spec does not list follow the spec's flags on a host that sends only those.
 */
export function readActionFlags<Key extends string>(
  actions: unknown,
  keys: readonly Key[],
  whenMissing: Partial<Record<Key, Key | true>> = {},
): Record<Key, boolean> {
  if (!isObject(actions)) throw unreadableAnswer();
  const read = (key: Key): boolean => {
    const standIn = whenMissing[key];
    if (key in actions || standIn === undefined) return isAllowed(actions[key]);
    return standIn === true ? true : read(standIn as Key);
  };
  return Object.fromEntries(keys.map((key) => [key, read(key)])) as Record<Key, boolean>;
}

/** Every flag of `keys` false: what a screen assumes until the flags have arrived. */
export function noActionFlags<Key extends string>(keys: readonly Key[]): Record<Key, boolean> {
  return Object.fromEntries(keys.map((key) => [key, false])) as Record<Key, boolean>;
}

/** GET `path` (with `params`, if any) and read the action flags at data.actions as readActionFlags does. */
export async function fetchActionFlags<Key extends string>(
  http: AxiosInstance,
  path: string,
  keys: readonly Key[],
  {
    signal,
    params,
    whenMissing,
  }: { signal?: AbortSignal; params?: Record<string, unknown>; whenMissing?: Partial<Record<Key, Key | true>> } = {},
): Promise<Record<Key, boolean>> {
  const response = await http.get(path, { params, signal });
  return readActionFlags(dataOf(response.data).actions, keys, whenMissing);
}
