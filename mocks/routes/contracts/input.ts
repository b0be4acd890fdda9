import type { Db } from '../../db/types';
import { AGENT_SCOPE, recordExists } from '../../db/labels';
import { readReferenceList } from '../../http/form-fields';
import { readList, readString, type RawQuery } from '../../http/query';
import type { Validator } from '../../http/validator';

/** An approver: an agent or administrator. */
export const APPROVER = { table: 'users', required: true, scope: AGENT_SCOPE } as const;

/** `name[n]`: ids of agents (or administrators), each existing. */
export function readAgentList(db: Db, fields: RawQuery, name: string, validator: Validator): number[] {
  const ids = readReferenceList(db, fields, name, 'users', validator);
  const agents = ids.filter((id) => recordExists(db, 'users', id, AGENT_SCOPE));
  if (agents.length < ids.length) validator.add(name, `The selected ${name} must be agents.`);
  return agents;
}

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
const EMAIL_MAX = 254;

/** email_ids[n]: free-typed addresses, each valid. */
export function readEmails(fields: RawQuery, name: string, validator: Validator): string[] {
  const emails: string[] = [];
  (readList(fields, name) ?? []).forEach((email, index) => {
    if (!EMAIL.test(email) || email.length > EMAIL_MAX) {
      validator.add(`${name}.${index}`, `The ${name}.${index} must be a valid email address.`);
    } else if (!emails.some((other) => other.toLowerCase() === email.toLowerCase())) {
      emails.push(email);
    }
  });
  return emails;
}

const MOMENT = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** A date sent as `YYYY-MM-DD HH:mm:ss` (a '+' or 'T' between the parts is read the same). */
export function readContractDate(
  fields: RawQuery,
  name: string,
  label: string,
  validator: Validator,
  required = true,
): string | undefined {
  const text = readString(fields, name, validator)?.replace(/[+T]/, ' ');
  if (text === undefined) {
    if (required) validator.add(name, `The ${label} field is required.`);
    return undefined;
  }
  const match = MOMENT.exec(text);
  const moment = match ? new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`) : null;
  if (!match || !moment || Number.isNaN(moment.getTime()) || moment.toISOString().slice(0, 10) !== text.slice(0, 10)) {
    validator.add(name, `The ${label} must be a date like YYYY-MM-DD HH:mm:ss.`);
    return undefined;
  }
  return text;
}

/** Start and end of a term: both dates, the end after the start. */
export function readTerm(
  fields: RawQuery,
  validator: Validator,
): { start: string | undefined; end: string | undefined } {
  const start = readContractDate(fields, 'contract_start_date', 'contract start date', validator);
  const end = readContractDate(fields, 'contract_end_date', 'contract end date', validator);
  if (start && end && end <= start) {
    validator.add('contract_end_date', 'The contract end date must be a date after the contract start date.');
  }
  return { start, end };
}

const COST = /^\d{1,12}(\.\d{1,2})?$/;

/** A cost: digits with one point and at most 2 decimals. */
export function readCost(fields: RawQuery, validator: Validator): number | undefined {
  const text = readString(fields, 'cost', validator);
  if (text === undefined) {
    validator.add('cost', 'The cost field is required.');
    return undefined;
  }
  if (!COST.test(text)) {
    validator.add('cost', 'The cost must be a number with at most 2 decimals.');
    return undefined;
  }
  return Number(text);
}

/** An optional whole number of at least 1 ('The {label} must be at least 1.'); null when absent. */
export function readCount(fields: RawQuery, name: string, label: string, validator: Validator): number | null {
  const text = readString(fields, name, validator);
  if (text === undefined || text === 'null') return null;
  const value = /^-?\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value)) validator.add(name, `The ${label} must be an integer.`);
  else if (value < 1) validator.add(name, `The ${label} must be at least 1.`);
  else if (value > 1_000_000) validator.add(name, `The ${label} must not be greater than 1000000.`);
  else return value;
  return null;
}
