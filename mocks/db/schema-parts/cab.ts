/** CAB boards, levels and approvers, and the approval state of each change. */
export const cabTables = ``;
