/** Where the ticket slots link to. */
export { contractPath } from '@/records/assets/assetColumns';
export const changePath = (id: number) => `/service-desk/changes/${id}/show`;
export const problemPath = (id: number) => `/service-desk/problem/${id}/show`;
