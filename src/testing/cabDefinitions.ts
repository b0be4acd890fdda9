import { serveLookup } from './serve';

const API = '/service-desk/api';

/** A stored CAB definition as GET cab/7 answers it: two levels, reminders every 8 hours. */
export const STORED_CAB = {
  id: 7,
  name: 'Network board',
  action_on_approve: { id: 4, name: 'Pending Release' },
  action_on_deny: { id: 2, name: 'Planning' },
  send_auto_reminders: 1,
  reminder_interval: 8,
  created_at: '2024-01-01 10:00:00',
  updated_at: '2024-01-01 10:00:00',
  levels: [
    {
      id: 71,
      name: 'Peers',
      order: 1,
      match: 'any',
      approvers: { users: [{ id: 5, name: 'Lee Ops' }], user_types: [] },
    },
    {
      id: 72,
      name: 'Owners',
      order: 2,
      match: 'all',
      approvers: { users: [], user_types: [{ id: 1, name: 'Admin' }] },
    },
  ],
};

/** The lookups of the CAB form: change statuses, users and user types. */
export function serveCabFormLookups() {
  serveLookup(`${API}/dependency/change_statuses`, [
    { id: 2, name: 'Planning' },
    { id: 4, name: 'Pending Release' },
  ]);
  serveLookup('/api/dependency/users', [
    { id: 5, name: 'Lee Ops' },
    { id: 6, name: 'Kim Net' },
  ]);
  serveLookup(`${API}/dependency/user_types`, [
    { id: 1, name: 'Admin' },
    { id: 2, name: 'Agent' },
  ]);
}
