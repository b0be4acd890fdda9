import type { FastifyRequest } from 'fastify';
import { closedReason, contractActions } from '../../db/contracts/actions';
import {
  allows,
  changeTerm,
  DECIDED,
  decideContract,
  setExpiryReminder,
  terminateContract,
  type Transition,
} from '../../db/contracts/lifecycle';
import type { ContractRecord } from '../../db/contracts/record';
import { assetsOf, attachToRecord } from '../../db/records/associations';
import type { Db } from '../../db/types';
import type { UserProfile } from '../../db/users/users';
import { requirePermission } from '../../http/authorize';
import { HttpError, ValidationError } from '../../http/errors';
import { readReference } from '../../http/form-fields';
import { readFormBody } from '../../http/form-body';
import { readString, type RawQuery } from '../../http/query';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import { Validator } from '../../http/validator';
import type { Routes } from '../deps';
import { detachRoute, NO_ASSETS, readIdsToAttach } from '../records/associations';
import { recordFromPath, requireTo } from '../records/kind';
import { requiredId } from '../records/lookup';
import { CONTRACTS } from './kind';
import { readContractDate, APPROVER, readAgentList, readCost, readCount, readEmails, readTerm } from './input';

/** Why a transition is refused in the contract's status. */
export const NOT_ALLOWED: Record<Transition, string> = {
  approve: 'Only a draft contract can be approved.',
  reject: 'Only a draft contract can be rejected.',
  terminate: 'Only an approved or active contract can be terminated.',
  extend: 'Only an approved, active or expired contract can be extended.',
  renew: 'Only an approved, active or expired contract can be renewed.',
};
export const REASON_REQUIRED = 'The purpose of rejection field is required.';
export const NOTIFY_TO_REQUIRED = 'The notify to field is required.';
export const EXTEND_START_FIXED = 'An extension starts when the contract ends now.';

/** A 422 when the contract's status does not allow the transition. */
function requireAllowed(contract: ContractRecord, transition: Transition): void {
  if (!allows(transition, contract.status_id)) throw new ValidationError({}, NOT_ALLOWED[transition]);
}

/** A 409 when the contract left that status meanwhile (another decision came first). */
function refused(transition: Transition): HttpError {
  return new HttpError(409, NOT_ALLOWED[transition]);
}

/** The new term of an extension or renewal: cost, approver, dates (an extension starts at the current end). */
function readNewTerm(db: Db, fields: RawQuery, contract: ContractRecord, kind: 'extend' | 'renew') {
  const validator = new Validator();
  const cost = readCost(fields, validator);
  const approverId = readReference(db, fields, 'approver_id', 'approver', APPROVER, validator);
  let start: string | undefined;
  let end: string | undefined;
  if (kind === 'extend') {
    start = contract.contract_end_date ?? undefined;
    const sent = readContractDate(fields, 'contract_start_date', 'contract start date', validator, false);
    if (sent !== undefined && sent !== start) validator.add('contract_start_date', EXTEND_START_FIXED);
    end = readContractDate(fields, 'contract_end_date', 'contract end date', validator);
    if (start && end && end <= start) {
      validator.add('contract_end_date', 'The contract end date must be a date after the contract start date.');
    }
  } else {
    ({ start, end } = readTerm(fields, validator));
  }
  validator.throwIfFailed();
  return { cost: cost as number, approverId: approverId as number, start: start as string, end: end as string };
}

/** The comment of a decision: purpose_of_approval / purpose_of_rejection, or comment. */
export function readReason(fields: RawQuery, decision: 'approve' | 'reject'): string | undefined {
  const validator = new Validator();
  const name = decision === 'approve' ? 'purpose_of_approval' : 'purpose_of_rejection';
  const reason = readString(fields, name, validator) ?? readString(fields, 'comment', validator);
  validator.throwIfFailed();
  if (decision === 'reject' && reason === undefined) {
    throw new ValidationError({ purpose_of_rejection: [REASON_REQUIRED] }, REASON_REQUIRED);
  }
  return reason;
}

/** The contract of the path, which the user may act on: a 422 while it takes no more changes. */
function openContract(db: Db, segment: string): ContractRecord {
  const contract = recordFromPath(db, CONTRACTS, segment) as ContractRecord;
  const closed = closedReason(contract);
  if (closed) throw new ValidationError({}, closed);
  return contract;
}

/**
 * The contract's action flags and transitions: approve, reject, terminate, extend, renew (each
 * refused outside the statuses it starts from), the expiry reminder, attaching and detaching assets.
 */
export const contractLifecycleRoutes: Routes = (app, { db }) => {
  const api = SERVICE_DESK_API;
  const found = (segment: string) => recordFromPath(db, CONTRACTS, segment) as ContractRecord;
  const decider = (request: FastifyRequest): UserProfile =>
    requirePermission(db, request, 'approve_contract', 'You do not have permission to approve contracts.');

  app.get<{ Params: { id: string } }>(`${api}/contract-action/:id`, async (request) => {
    const user = requireTo(db, request, 'view', 'contract');
    return { data: { actions: contractActions(db, user, found(request.params.id)) } };
  });

  for (const decision of ['approve', 'reject'] as const) {
    app.post<{ Params: { id: string } }>(`${api}/contract-${decision}/:id`, async (request) => {
      const user = decider(request);
      const contract = found(request.params.id);
      const { fields } = await readFormBody(request);
      const reason = readReason(fields, decision);
      requireAllowed(contract, decision);
      if (!decideContract(db, contract.id, decision, reason, user)) throw refused(decision);
      return { message: `Contract ${DECIDED[decision]} successfully.` };
    });
  }

  app.post<{ Params: { id: string } }>(`${api}/contract-terminate/:id`, async (request) => {
    const user = requireTo(db, request, 'edit', 'contract');
    const contract = found(request.params.id);
    requireAllowed(contract, 'terminate');
    if (!terminateContract(db, contract.id, user)) throw refused('terminate');
    return { message: 'Contract terminated successfully.' };
  });

  for (const kind of ['extend', 'renew'] as const) {
    app.post<{ Params: { id: string } }>(`${api}/contract-${kind}/:id`, async (request) => {
      const user = requireTo(db, request, 'edit', 'contract');
      const contract = found(request.params.id);
      const { fields } = await readFormBody(request);
      requireAllowed(contract, kind);
      const term = readNewTerm(db, fields, contract, kind);
      if (!changeTerm(db, contract.id, kind, term, user)) throw refused(kind);
      return { message: `Contract ${kind === 'extend' ? 'extended' : 'renewed'} successfully.` };
    });
  }

  app.post<{ Params: { id: string } }>(`${api}/contract-expiry-reminder/:id`, async (request) => {
    const user = requireTo(db, request, 'edit', 'contract');
    const contract = openContract(db, request.params.id);
    const { fields } = await readFormBody(request);
    const validator = new Validator();
    const notifyBefore = readCount(fields, 'notify_before', 'notify before', validator);
    if (notifyBefore === null && !validator.hasErrors())
      validator.add('notify_before', 'The notify before field is required.');
    const agentIds = readAgentList(db, fields, 'notify_agent_ids', validator);
    const emails = readEmails(fields, 'email_ids', validator);
    if (agentIds.length === 0 && emails.length === 0) validator.add('notify_to', NOTIFY_TO_REQUIRED);
    validator.throwIfFailed();
    setExpiryReminder(db, contract.id, { notifyBefore: notifyBefore as number, agentIds, emails }, user);
    return { message: 'Expiry reminder saved successfully.' };
  });

  app.post(`${api}/contract-attach-asset`, async (request) => {
    const user = requireTo(db, request, 'attach', 'asset');
    const query = request.query as RawQuery;
    const idValidator = new Validator();
    const id = requiredId(query, 'contract_id', 'contract id', idValidator);
    idValidator.throwIfFailed();
    const contract = openContract(db, String(id));
    const { fields } = await readFormBody(request);
    const validator = new Validator();
    const assetIds = readIdsToAttach(db, fields, 'asset_ids', 'assets', NO_ASSETS, validator);
    validator.throwIfFailed();
    attachToRecord(db, 'sd_contracts', contract.id, assetsOf('sd_contracts'), assetIds, user);
    return { message: 'Assets attached successfully.' };
  });

  detachRoute(app, db, CONTRACTS, 'contract-detach-asset', assetsOf('sd_contracts'));
};
