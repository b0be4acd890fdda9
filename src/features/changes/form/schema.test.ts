import { EMPTY_CHANGE, changeSchema } from './schema';
import { describeTextLimits } from '@/testing/schemaErrors';

const option = { id: 1, name: 'One' };

describeTextLimits('change', changeSchema, {
  ...EMPTY_CHANGE,
  subject: 'Move the scheduler',
  description: '<p>Sunday window.</p>',
  requester: option,
  status: option,
  change_type: option,
});
