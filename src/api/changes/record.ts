import { noActionFlags } from '../permissions/flags';
import { CHANGE_ACTION_KEYS } from './types';

/** Every flag off: what the view assumes until the flags have arrived. */
export const NO_CHANGE_ACTIONS = noActionFlags(CHANGE_ACTION_KEYS);
