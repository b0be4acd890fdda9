import { namedTypeResource } from '../named-types';

export type { NamedType as ContractType } from '../named-types';

/** contract-type-list (data.contract_types), contract-type/{id} (data.contract_type), POST and DELETE contract-type. */
export const contractTypes = namedTypeResource('contract-types', 'contract-type', 'contract_types', 'contract_type');
