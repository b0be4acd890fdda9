/** The list with a saved filter applied. */
export const savedFilterPath = (id: number) => `/service-desk/changes/filter/${id}`;
export const changeListPath = '/service-desk/changes/list';
