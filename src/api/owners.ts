/**
 * The records other records hang on (planning, activity log, attachments, associations), by the
 * owner types the server uses. A user's or an organization's associates are read the same way.
 */
export type OwnerType =
  | 'sd_problem'
  | 'sd_changes'
  | 'sd_releases'
  | 'sd_contracts'
  | 'sd_assets'
  | 'tickets'
  | 'users'
  | 'organizations'
  | 'sd_cab'
  | 'sd_products';

export interface Owner<Type extends OwnerType = OwnerType> {
  type: Type;
  id: number;
}

export const problemOwner = (id: number): Owner<'sd_problem'> => ({ type: 'sd_problem', id });
export const changeOwner = (id: number): Owner<'sd_changes'> => ({ type: 'sd_changes', id });
export const releaseOwner = (id: number): Owner<'sd_releases'> => ({ type: 'sd_releases', id });
export const assetOwner = (id: number): Owner<'sd_assets'> => ({ type: 'sd_assets', id });
export const cabOwner = (id: number): Owner<'sd_cab'> => ({ type: 'sd_cab', id });
export const contractOwner = (id: number): Owner<'sd_contracts'> => ({ type: 'sd_contracts', id });
export const productOwner = (id: number): Owner<'sd_products'> => ({ type: 'sd_products', id });
export const ticketOwner = (id: number): Owner<'tickets'> => ({ type: 'tickets', id });
