/** The host help desk's pages that the plugin links to. */
export const hostPaths = {
  user: (id: number) => `/user/${id}`,
  ticket: (id: number) => `/thread/${id}`,
  department: (id: number) => `/department/${id}`,
  organization: (id: number) => `/organizations/${id}`,
};
