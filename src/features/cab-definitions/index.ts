/** What other areas may use of the CAB definitions area. */
export { cabDefinitionPaths } from './paths';
