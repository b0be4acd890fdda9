/** The change area's addresses (the screens themselves come with the change list/view work). */
export const changePaths = {
  list: '/service-desk/changes',
  create: '/service-desk/changes/create',
  show: (id: number) => `/service-desk/changes/${id}/show`,
  edit: (id: number) => `/service-desk/changes/${id}/edit`,
};
