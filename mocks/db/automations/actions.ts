import { escapeHtml } from '../../html';
import { applyCab } from '../change-approvals/apply';
import { isCabApprovalPending } from '../change-approvals/pending';
import { nowDbDate } from '../dates';
import { labelOf, recordExists } from '../labels';
import { queueMail } from '../outbox/outbox';
import { logActivity, type Actor } from '../records/activity-log';
import { touchRecord } from '../records/owners';
import type { Db } from '../types';
import { ValidationError } from '../../http/errors';
import type { ChangeFacts } from './change-facts';
import type { Automation, AutomationAction, SetAction } from './types';
import { ACTION_REFERENCES, SET_ACTION_MEANINGS } from './vocabulary';

export const AUTOMATION_MAIL_KIND = 'automation';

/** How the log and the mails name an automation: `Workflow "Emergency changes go to Urgent"`. */
export function automationTitle(automation: Pick<Automation, 'kind' | 'name'>): string {
  return `${automation.kind === 'workflow' ? 'Workflow' : 'Listener'} "${automation.name}"`;
}

/** The whole save fails, naming the automation, when an action's record is gone. */
function refuse(automation: Automation, what: string): never {
  const message = `The ${automation.kind} "${automation.name}" could not run: ${what}`;
  throw new ValidationError({ [automation.kind]: [message] }, message);
}

function nounOf(type: AutomationAction['type']): string {
  if (type === 'apply_cab') return 'CAB';
  return type === 'notify_agents' ? 'agent' : SET_ACTION_MEANINGS[type].noun;
}

/** The label of the action's record; refuses the run when it no longer exists (or is no longer an agent). */
function existingLabel(db: Db, automation: Automation, type: AutomationAction['type'], id: number): string {
  const { table, scope } = ACTION_REFERENCES[type];
  if (!recordExists(db, table, id, scope)) refuse(automation, `the ${nounOf(type)} it uses no longer exists.`);
  return labelOf(db, table, id) ?? String(id);
}

function setColumn(db: Db, change: ChangeFacts, automation: Automation, type: SetAction, id: number, actor: Actor) {
  const meaning = SET_ACTION_MEANINGS[type];
  const label = existingLabel(db, automation, type, id);
  db.prepare(`UPDATE changes SET ${meaning.column} = ? WHERE id = ?`).run(id, change.id);
  logActivity(db, 'sd_changes', change.id, actor, escapeHtml(`set ${meaning.noun} to ${label}`));
}

function applyCabAction(db: Db, change: ChangeFacts, automation: Automation, cabId: number, actor: Actor) {
  const cab = existingLabel(db, automation, 'apply_cab', cabId);
  if (isCabApprovalPending(db, change.id)) {
    const skipped = `could not apply CAB "${cab}": a CAB approval is already pending`;
    logActivity(db, 'sd_changes', change.id, actor, escapeHtml(skipped));
    return;
  }
  applyCab(db, change.id, cabId, actor, escapeHtml(`applied CAB "${cab}"`));
}

function notifyAgents(db: Db, change: ChangeFacts, automation: Automation, agentIds: number[], actor: Actor) {
  const title = automationTitle(automation);
  const now = nowDbDate();
  for (const agentId of agentIds) {
    const name = existingLabel(db, automation, 'notify_agents', agentId);
    const email = db.prepare('SELECT email FROM users WHERE id = ?').pluck().get(agentId) as string;
    queueMail(
      db,
      {
        kind: AUTOMATION_MAIL_KIND,
        to: { id: agentId, email },
        subject: `Change ${change.identifier}: ${automation.name}`,
        body:
          `Hello ${name},\n\nThe change ${change.identifier} "${change.subject}" was handled by the ${title}.\n\n` +
          `Open it here: /service-desk/changes/${change.id}/show\n`,
        about: { type: 'sd_changes', id: change.id },
      },
      now,
    );
  }
  const agents = `${agentIds.length} agent${agentIds.length === 1 ? '' : 's'}`;
  logActivity(db, 'sd_changes', change.id, actor, escapeHtml(`notified ${agents}`));
}

/**
 * Applies one action of the automation to the change, logged as the automation (the triggering
 * user is the log entry's creator). Runs inside the caller's transaction.
 */
export function applyAutomationAction(
  db: Db,
  change: ChangeFacts,
  automation: Automation,
  action: AutomationAction,
  user: Actor,
): void {
  const actor = { id: user.id, name: automationTitle(automation) };
  if (action.type === 'notify_agents') {
    notifyAgents(db, change, automation, action.value as number[], actor);
  } else if (action.type === 'apply_cab') {
    applyCabAction(db, change, automation, action.value as number, actor);
  } else {
    setColumn(db, change, automation, action.type, action.value as number, actor);
  }
  touchRecord(db, 'sd_changes', change.id);
}
