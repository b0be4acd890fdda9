import { describeNamedType } from '../../testing/named-type-suite';
import { CONTRACT_TYPE_ROUTES } from '../../testing/reference-api';

describeNamedType({
  routes: CONTRACT_TYPE_ROUTES,
  seeded: ['Lease', 'Maintenance', 'Software license', 'Support', 'Warranty'],
  inUse: { name: 'Lease', message: /^This contract type is used by \d+ contracts? and cannot be deleted\.$/ },
  agentsCreate: true,
});
