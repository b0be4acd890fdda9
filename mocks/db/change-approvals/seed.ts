import { PERSONAS } from '../users/personas';
import type { SeedContext } from '../seeding/context';
import { idByName } from '../reference/seed';

interface LevelSeed {
  name: string;
  match: 'any' | 'all';
  /** Users by their position among the agents and administrators (0 = the administrator persona). */
  agents: number[];
  userTypes: ('admin' | 'agent')[];
}

interface CabSeed {
  name: string;
  approve: string;
  deny: string;
  reminderHours: number | null;
  levels: LevelSeed[];
}

const CABS: readonly CabSeed[] = [
  {
    name: 'Standard Change Board',
    approve: 'Pending Release',
    deny: 'Planning',
    reminderHours: 24,
    levels: [{ name: 'Service owner review', match: 'any', agents: [1, 2], userTypes: [] }],
  },
  {
    name: 'Major Change Board',
    approve: 'Pending Release',
    deny: 'Open',
    reminderHours: 8,
    levels: [
      { name: 'Technical review', match: 'all', agents: [1, 3], userTypes: [] },
      { name: 'Management sign-off', match: 'any', agents: [], userTypes: ['admin'] },
    ],
  },
  {
    name: 'Emergency CAB',
    approve: 'Pending Release',
    deny: 'Planning',
    reminderHours: null,
    levels: [{ name: 'Emergency approvers', match: 'any', agents: [0], userTypes: ['agent'] }],
  },
];

/** The approver user types and the CAB definitions, each with its ordered levels. */
export function seedCabs(context: SeedContext): void {
  const { db } = context;
  const typeIds = {
    admin: context.insertAll('cab_user_types', [{ name: 'Admin', role: 'admin' }])[0],
    agent: context.insertAll('cab_user_types', [{ name: 'Agent', role: 'agent' }])[0],
  };
  // The personas first (administrator, then the agent with every permission), then the other agents.
  const personaEmails = PERSONAS.map((persona) => persona.email);
  const agents = context
    .rows<{ id: number; email: string }>("SELECT id, email FROM users WHERE role IN ('agent', 'admin') ORDER BY id")
    .filter((user) => !personaEmails.slice(2).includes(user.email))
    .sort((a, b) => rank(personaEmails, a.email) - rank(personaEmails, b.email) || a.id - b.id)
    .map((user) => user.id);

  // A fixed moment (no draw from the shared PRNG, so the seeders after this one are unchanged).
  const created = context.dbDate(new Date(context.now.getTime() - 180 * 24 * 60 * 60 * 1000));
  const insertLevel = db.prepare('INSERT INTO cab_levels (cab_id, name, level_order, match) VALUES (?, ?, ?, ?)');
  const insertUser = db.prepare('INSERT INTO cab_level_users (level_id, user_id) VALUES (?, ?)');
  const insertType = db.prepare('INSERT INTO cab_level_user_types (level_id, user_type_id) VALUES (?, ?)');
  for (const cab of CABS) {
    const [cabId] = context.insertAll('cabs', [
      {
        name: cab.name,
        action_on_approve: idByName(context, 'change_statuses', cab.approve),
        action_on_deny: idByName(context, 'change_statuses', cab.deny),
        send_auto_reminders: cab.reminderHours === null ? 0 : 1,
        reminder_interval: cab.reminderHours,
        created_at: created,
        updated_at: created,
      },
    ]);
    cab.levels.forEach((level, index) => {
      const levelId = Number(insertLevel.run(cabId, level.name, index + 1, level.match).lastInsertRowid);
      for (const position of level.agents) insertUser.run(levelId, agents[position % agents.length]);
      for (const type of level.userTypes) insertType.run(levelId, typeIds[type]);
    });
  }
}

function rank(emails: string[], email: string): number {
  const index = emails.indexOf(email);
  return index === -1 ? emails.length : index;
}
