import type { Owner } from '@/api/owners';

/** Whose associates a card shows. */
export type AssociateScope = 'ticket' | 'user' | 'organization';

const OWNER_TYPES = { ticket: 'tickets', user: 'users', organization: 'organizations' } as const;

/** The record whose assets and contracts the card lists. */
export function associatesOwner<Scope extends AssociateScope>(
  scope: Scope,
  id: number,
): Owner<(typeof OWNER_TYPES)[Scope]> {
  return { type: OWNER_TYPES[scope], id };
}
