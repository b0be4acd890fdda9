import { recordPaths } from '../../federation/recordPaths';
import { productPages } from './pages';

export const productPaths = recordPaths(productPages);
