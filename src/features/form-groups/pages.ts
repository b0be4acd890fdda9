import type { PageDeclaration } from '../../federation/routeDeclaration';

export const FORM_GROUP_ROOT = '/service-desk/form-group';

/** The form group pages of each category, in the order the area's route table matches them. */
export const formGroupPages = {
  assetCreate: { pattern: `${FORM_GROUP_ROOT}/create/asset`, title: 'New asset form group' },
  assetEdit: { pattern: `${FORM_GROUP_ROOT}/edit/asset/:id`, title: 'Edit asset form group' },
  assetList: { pattern: `${FORM_GROUP_ROOT}/asset`, title: 'Asset form groups' },
  changeCreate: { pattern: `${FORM_GROUP_ROOT}/create/change`, title: 'New change form group' },
  changeEdit: { pattern: `${FORM_GROUP_ROOT}/edit/change/:id`, title: 'Edit change form group' },
  changeList: { pattern: `${FORM_GROUP_ROOT}/change`, title: 'Change form groups' },
} satisfies Record<string, PageDeclaration>;
