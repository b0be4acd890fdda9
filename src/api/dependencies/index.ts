export type { DependencyQuery, Option } from './types';
export { CHOICE_LIST_LIMIT, dependencyPath, fetchDependency, fetchLookupChoices } from './calls';
export { dependencyKeys, dependencyQueries } from './queries';
