export const changeApprovalPages = {
  approve: { pattern: '/change-approval/:hash', title: 'Change approval' },
};
