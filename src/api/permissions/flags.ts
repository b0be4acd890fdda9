import { unreadableAnswer } from '../errors';
import { isObject } from '../responses';

/** A flag as the server may send it: true, 1, '1' and 'true' allow; anything else does not. */
function isAllowed(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** The action flags of a record (the `actions` object of its action call); a missing flag is false. */
export function readActionFlags<Key extends string>(actions: unknown, keys: readonly Key[]): Record<Key, boolean> {
  if (!isObject(actions)) throw unreadableAnswer();
  return Object.fromEntries(keys.map((key) => [key, isAllowed(actions[key])])) as Record<Key, boolean>;
}

/** Every flag of `keys` false: what a screen assumes until the flags have arrived. */
export function noActionFlags<Key extends string>(keys: readonly Key[]): Record<Key, boolean> {
  return Object.fromEntries(keys.map((key) => [key, false])) as Record<Key, boolean>;
}
