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
  | 'sd_products'
  | 'tickets'
  | 'users'
  | 'organizations';

export interface Owner<Type extends OwnerType = OwnerType> {
  type: Type;
  id: number;
}

export const problemOwner = (id: number): Owner<'sd_problem'> => ({ type: 'sd_problem', id });
export const changeOwner = (id: number): Owner<'sd_changes'> => ({ type: 'sd_changes', id });
export const assetOwner = (id: number): Owner<'sd_assets'> => ({ type: 'sd_assets', id });
export const productOwner = (id: number): Owner<'sd_products'> => ({ type: 'sd_products', id });
export const ticketOwner = (id: number): Owner<'tickets'> => ({ type: 'tickets', id });
