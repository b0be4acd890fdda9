import { describeNamedType } from '../../testing/named-type-suite';
import { LICENSE_TYPE_ROUTES } from '../../testing/reference-api';

describeNamedType({
  routes: LICENSE_TYPE_ROUTES,
  seeded: ['Per seat', 'Per device', 'Site', 'Subscription'],
  inUse: { name: 'Per seat', message: /^This license type is used by \d+ contracts? and cannot be deleted\.$/ },
  agentsCreate: false,
});
