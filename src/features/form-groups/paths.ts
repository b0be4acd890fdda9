import type { FormGroupCategory } from '@/api/form-groups';
import { recordPaths } from '../../federation/recordPaths';
import { assetFormGroupPages, changeFormGroupPages } from './pages';

/** The list, create and edit paths of a category's form groups. */
export const formGroupPaths: Record<FormGroupCategory, { list: string; create: string; edit: (id: number) => string }> =
  { asset: recordPaths(assetFormGroupPages), change: recordPaths(changeFormGroupPages) };
