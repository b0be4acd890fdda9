import type { PermissionKey } from './permission-catalogue';
import { PERSONAS } from './personas';
import type { UserRole } from '../types';
import { initialsAvatar } from './avatar';
import type { SeedContext } from '../seeding/context';
import { grantPermissions } from './seed-permissions';
import { allIds, DEPARTMENTS, idByName } from '../reference/seed';

const PROBLEM_MANAGER: readonly PermissionKey[] = [
  'view',
  'create_problem',
  'edit_problem',
  'delete_problem',
  'close_problem',
  'attach_problem',
  'detach_problem',
  'attach_asset',
  'detach_asset',
  'attach_ticket',
  'detach_ticket',
  'attach_change',
  'detach_change',
];
const CHANGE_MANAGER: readonly PermissionKey[] = [
  'view',
  'create_change',
  'edit_change',
  'delete_change',
  'close_change',
  'attach_release',
  'detach_release',
  'attach_asset',
  'detach_asset',
  'attach_ticket',
  'detach_ticket',
];
const PROBLEM_EDITOR: readonly PermissionKey[] = ['view', 'create_problem', 'edit_problem', 'attach_asset'];

type Department = (typeof DEPARTMENTS)[number];

/** [first name, last name, role, department, service-desk permissions] */
const STAFF: readonly (readonly [string, string, UserRole, Department, readonly PermissionKey[]])[] = [
  ['Priya', 'Raman', 'agent', 'IT Operations', [...PROBLEM_MANAGER, ...CHANGE_MANAGER]],
  ['Tomasz', 'Nowak', 'agent', 'IT Operations', PROBLEM_MANAGER],
  ['Grace', 'Okafor', 'agent', 'Support', PROBLEM_MANAGER],
  ['Lucas', 'Fernandes', 'agent', 'Support', PROBLEM_EDITOR],
  ['Hannah', 'Schmidt', 'agent', 'IT Operations', CHANGE_MANAGER],
  ['Kenji', 'Watanabe', 'agent', 'Engineering', PROBLEM_EDITOR],
  ['Amara', 'Diallo', 'agent', 'Support', ['view']],
  ['Oliver', 'Bennett', 'agent', 'IT Operations', [...PROBLEM_MANAGER, ...CHANGE_MANAGER]],
  ['Chloe', 'Martin', 'user', 'Finance', ['view']],
  ['Mateo', 'Garcia', 'user', 'Sales', []],
  ['Aisha', 'Khan', 'user', 'HR', []],
  ['Daniel', 'Murphy', 'user', 'Finance', []],
  ['Sofia', 'Rossi', 'user', 'Marketing', []],
  ['Ethan', 'Walker', 'user', 'Sales', []],
  ['Mei', 'Chen', 'user', 'Engineering', []],
  ['Noah', 'Johansson', 'user', 'Legal', []],
  ['Fatima', 'Haddad', 'user', 'HR', []],
  ['James', 'OConnor', 'user', 'Finance', []],
  ['Isabella', 'Silva', 'user', 'Marketing', []],
  ['William', 'Thompson', 'user', 'Sales', []],
  ['Zara', 'Ahmed', 'user', 'Support', []],
  ['Lena', 'Fischer', 'user', 'Engineering', []],
  ['Rahul', 'Verma', 'user', 'IT Operations', []],
  ['Emily', 'Clarke', 'user', 'Legal', []],
  ['Samuel', 'Adeyemi', 'user', 'Sales', []],
  ['Yuki', 'Tanaka', 'user', 'Marketing', []],
];

const TEAMS = [
  'Service Desk L1',
  'Service Desk L2',
  'Network Operations',
  'Server & Storage',
  'Application Support',
  'Security Operations',
] as const;

export function seedPeople(context: SeedContext): void {
  const { random } = context;
  const organizationIds = allIds(context, 'organizations');
  const locationIds = allIds(context, 'locations');
  const insertUser = context.db.prepare(`
    INSERT INTO users (first_name, last_name, user_name, email, role, profile_pic,
                       department_id, organization_id, location_id, created_at)
    VALUES (@first_name, @last_name, @user_name, @email, @role, @profile_pic,
            @department_id, @organization_id, @location_id, @created_at)`);

  const people = [
    ...PERSONAS.map((persona) => ({ ...persona, department: 'IT Operations' as Department })),
    ...STAFF.map(([firstName, lastName, role, department, permissions]) => ({
      firstName,
      lastName,
      role,
      department,
      permissions,
      email: `${firstName}.${lastName}@helpdesk.example`.toLowerCase(),
    })),
  ];

  const agentIds: number[] = [];
  people.forEach((person, index) => {
    const id = Number(
      insertUser.run({
        first_name: person.firstName,
        last_name: person.lastName,
        user_name: person.email.split('@')[0],
        email: person.email,
        role: person.role,
        profile_pic: initialsAvatar(person.firstName, person.lastName, index),
        department_id: idByName(context, 'departments', person.department),
        organization_id: person.role === 'user' ? random.pick(organizationIds) : null,
        location_id: random.pick(locationIds),
        created_at: context.dbDate(context.randomPastDate(720, 380)),
      }).lastInsertRowid,
    );
    grantPermissions(context, id, person.permissions);
    if (person.role !== 'user') agentIds.push(id);
  });

  const addMember = context.db.prepare('INSERT INTO team_members (team_id, user_id) VALUES (?, ?)');
  for (const name of TEAMS) {
    const members = random.sample(agentIds, random.int(2, 4));
    const [teamId] = context.insertAll('teams', [{ name, lead_id: members[0] }]);
    for (const userId of members) addMember.run(teamId, userId);
  }
}
