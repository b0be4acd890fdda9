import { ALL_PERMISSION_KEYS, type PermissionKey } from './permission-catalogue';
import type { UserRole } from '../types';

/** The demo's sign-in choices. The first one is the administrator every new session starts as. */
export interface Persona {
  firstName: string;
  lastName: string;
  email: string;
  role: UserRole;
  permissions: readonly PermissionKey[];
}

export const PERSONAS: readonly Persona[] = [
  { firstName: 'Ada', lastName: 'Admin', email: 'ada.admin@helpdesk.example', role: 'admin', permissions: [] },
  {
    firstName: 'Sam',
    lastName: 'Agent',
    email: 'sam.agent@helpdesk.example',
    role: 'agent',
    permissions: ALL_PERMISSION_KEYS,
  },
  {
    firstName: 'Vera',
    lastName: 'Viewer',
    email: 'vera.viewer@helpdesk.example',
    role: 'agent',
    permissions: ['view'],
  },
  {
    firstName: 'Rita',
    lastName: 'Requester',
    email: 'rita.requester@helpdesk.example',
    role: 'user',
    permissions: [],
  },
];

export const ADMIN_PERSONA_EMAIL = PERSONAS[0].email;
