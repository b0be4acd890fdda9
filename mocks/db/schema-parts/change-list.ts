/** Saved change filters and change custom fields. */
export const changeListTables = ``;
