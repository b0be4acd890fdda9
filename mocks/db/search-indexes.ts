import { ASSET_SEARCH } from './assets/search';
import { CHANGE_SEARCH } from './changes/search';
import { PROBLEM_SEARCH } from './problems/search';

/** The lists that grow large, whose search an index holds; created last, once every table their triggers watch exists. */
export const SEARCH_INDEXES = [PROBLEM_SEARCH, CHANGE_SEARCH, ASSET_SEARCH];

export const searchIndexTables = SEARCH_INDEXES.map((index) => index.sql).join('\n');
