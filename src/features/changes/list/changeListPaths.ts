import { pathTo } from '../../../federation/pathTo';
import { changePages as pages } from '../pages';

/** The list with a saved filter applied. */
export const savedFilterPath = (id: number) => pathTo(pages.savedFilter.pattern, { filterId: id });
export const changeListPath = pages.list.pattern;
