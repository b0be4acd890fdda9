/** Where the ticket slots link to. */
export const contractPath = (id: number) => `/service-desk/contracts/${id}/show`;
export const changePath = (id: number) => `/service-desk/changes/${id}/show`;
export const problemPath = (id: number) => `/service-desk/problem/${id}/show`;
