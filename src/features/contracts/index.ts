/** What other areas may use of the contract area. */
export { contractPaths } from './paths';
