import { isUsableLink, useLink } from '../../db/contracts/approval-links';
import { readContract, type ContractDetail } from '../../db/contracts/detail';
import { DECIDED, decideContract } from '../../db/contracts/lifecycle';
import { findUser } from '../../db/users/users';
import { NotFoundError, ValidationError } from '../../http/errors';
import { readFormBody } from '../../http/form-body';
import { readPathId } from '../../http/path-params';
import { readChoice } from '../../http/query';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import { Validator } from '../../http/validator';
import type { Routes } from '../deps';
import { readReason } from './lifecycle';

/** What the approver's page shows, and no more: the link holder sees no one's address or files. */
function approvalSummary(contract: ContractDetail) {
  const { id, name, identifier, description, cost, contract_start_date, contract_end_date, licensce_count } = contract;
  const named = (ref: { name: string } | null) => (ref ? { name: ref.name } : null);
  return {
    id,
    name,
    identifier,
    description,
    cost,
    contract_start_date,
    contract_end_date,
    licensce_count,
    contractType: named(contract.contractType),
    vendor: named(contract.vendor),
    status: named(contract.status),
    licence: named(contract.licence),
    owner: named(contract.owner),
  };
}

export const INVALID_CONTRACT_LINK = 'This approval link is invalid or has already been used.';

/**
 * The approver's page, opened by the link they were mailed (the hash is the credential, for one
 * contract and approver): contract-details/{hash}/{id} (`data.contract`) and
 * contract-approval/{hash}/{id} (actionType approve | reject, with purpose_of_approval or
 * purpose_of_rejection, or comment). A link decides once; after that, and for any other
 * contract, it is a 404.
 */
export const contractPublicApprovalRoutes: Routes = (app, { db }) => {
  const api = SERVICE_DESK_API;

  app.get<{ Params: { hash: string; id: string } }>(`${api}/contract-details/:hash/:id`, async (request) => {
    const id = readPathId(request.params.id);
    if (id === undefined || !isUsableLink(db, request.params.hash, id)) throw new NotFoundError(INVALID_CONTRACT_LINK);
    return { data: { contract: approvalSummary(readContract(db, id) as ContractDetail) } };
  });

  app.post<{ Params: { hash: string; id: string } }>(`${api}/contract-approval/:hash/:id`, async (request) => {
    const id = readPathId(request.params.id);
    if (id === undefined || !isUsableLink(db, request.params.hash, id)) throw new NotFoundError(INVALID_CONTRACT_LINK);
    const { fields } = await readFormBody(request);
    const validator = new Validator();
    const action = readChoice(fields, 'actionType', ['approve', 'reject'] as const, validator);
    if (action === undefined && !validator.hasErrors())
      validator.add('actionType', 'The action type field is required.');
    validator.throwIfFailed();
    const decision = action as 'approve' | 'reject';
    const reason = readReason(fields, decision);
    // The link is used and the decision recorded in one transaction: of simultaneous submissions, one wins.
    const decided = db.transaction(() => {
      const approverId = useLink(db, request.params.hash, id);
      if (approverId === undefined) return false;
      const approver = findUser(db, approverId);
      const actor = { id: approverId, name: approver?.name ?? 'The approver' };
      if (!decideContract(db, id, decision, reason, actor)) throw new ValidationError({}, INVALID_CONTRACT_LINK);
      return true;
    })();
    if (!decided) throw new NotFoundError(INVALID_CONTRACT_LINK);
    return { message: `Contract ${DECIDED[decision]} successfully.` };
  });
};
