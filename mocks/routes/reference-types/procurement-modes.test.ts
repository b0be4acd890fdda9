import { describeNamedType } from '../../testing/named-type-suite';
import { PROCUREMENT_MODE_ROUTES } from '../../testing/reference-api';

describeNamedType({
  routes: PROCUREMENT_MODE_ROUTES,
  seeded: ['Purchase', 'Lease', 'Subscription', 'Donation'],
  inUse: { name: 'Purchase', message: /^This procurement mode is used by \d+ products? and cannot be deleted\.$/ },
  agentsCreate: false,
});
