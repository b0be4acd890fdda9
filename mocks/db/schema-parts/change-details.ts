/** What the change view shows besides the change itself: discussions, planning, releases, tasks. */
export const changeDetailTables = ``;
