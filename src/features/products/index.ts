/** What other areas may use of the products area. */
export { productPaths } from './paths';
