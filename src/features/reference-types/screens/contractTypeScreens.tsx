import { contractTypes } from '@/api/contract-types';
import { contractTypePaths } from '../paths';
import { namedTypeScreens } from './namedTypeScreens';

/** /service-desk/contract-type, its create page and {id}/edit: every save returns to 'Contract Types Index'. */
export const { List: ContractTypeListScreen, Form: ContractTypeFormScreen } = namedTypeScreens({
  prefix: 'contract_type',
  resource: contractTypes,
  paths: contractTypePaths,
  returnAtOnce: true,
});
