import type { FormGroupCategory } from '@/api/form-groups';
import { pagesOfKind, recordPages } from '../../federation/recordPages';

const FORM_GROUP_ROOT = '/service-desk/form-group';

/** A category's create, edit and list pages, the category named in each address. */
function categoryPages(category: FormGroupCategory, titles: { create: string; edit: string; list: string }) {
  return recordPages(FORM_GROUP_ROOT, titles, {
    create: `/create/${category}`,
    edit: `/edit/${category}/:id`,
    list: `/${category}`,
  });
}

export const assetFormGroupPages = categoryPages('asset', {
  create: 'New asset form group',
  edit: 'Edit asset form group',
  list: 'Asset form groups',
});

export const changeFormGroupPages = categoryPages('change', {
  create: 'New change form group',
  edit: 'Edit change form group',
  list: 'Change form groups',
});

/** The form group pages of each category, in the order the area's route table matches them. */
export const formGroupPages = {
  ...pagesOfKind('asset', assetFormGroupPages),
  ...pagesOfKind('change', changeFormGroupPages),
};
