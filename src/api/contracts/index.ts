export type { ContractRow } from './types';
export { fetchContractsOf, type ContractOwner } from './calls';
export { contractKeys, contractQueries } from './queries';
