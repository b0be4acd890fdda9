export type { SavedChangeFilter, SavedFilterField, SavedFilterPayload } from './types';
export { deleteChangeFilter, fetchSavedFilter, fetchSavedFilters, saveChangeFilter } from './calls';
export { changeFilterKeys, changeFilterMutations, changeFilterQueries } from './queries';
