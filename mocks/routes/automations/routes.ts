import type { FastifyRequest } from 'fastify';
import { automationIds, findAutomation, listAutomations } from '../../db/automations/read';
import { deleteAutomation, reorderAutomations, saveAutomation } from '../../db/automations/save';
import { AUTOMATION_KINDS, type AutomationKind } from '../../db/automations/types';
import { NotFoundError, ValidationError } from '../../http/errors';
import { readFormBody } from '../../http/form-body';
import { readPageWindow } from '../../http/list-query';
import { readPathId } from '../../http/path-params';
import { readChoice, readRequestQuery, readString } from '../../http/query';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import { Validator } from '../../http/validator';
import type { Routes } from '../deps';
import { capitalised } from '../records/kind';
import { requireAdmin } from '../records/reference-record';
import { readAutomationInput } from './input';
import { automationOptions } from './options';

export const ORDER_UPDATED = 'Order updated successfully.';

/** The message of an order call whose ids are not exactly the kind's. */
export function orderMismatch(kind: AutomationKind): string {
  return `The ids must name every ${kind} exactly once.`;
}

/** A JSON body, or the fields of a form body (which cannot carry the lists, so it fails validation). */
async function bodyOf(request: FastifyRequest): Promise<unknown> {
  return request.isMultipart() ? (await readFormBody(request)).fields : request.body;
}

/** The ids of an order call: a list of ids, each once. */
function readOrder(body: unknown, kind: AutomationKind): number[] {
  const sent = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).ids : undefined;
  const ids = Array.isArray(sent)
    ? sent.map((id) => (typeof id === 'number' || typeof id === 'string' ? readPathId(String(id)) : undefined))
    : [];
  if (!Array.isArray(sent) || ids.includes(undefined) || new Set(ids).size !== ids.length) {
    throw new ValidationError({ ids: [orderMismatch(kind)] }, orderMismatch(kind));
  }
  return ids as number[];
}

/**
 * The change workflows and listeners administrators keep, one resource of two kinds:
 * GET {kind} (paged, searched, by order), GET {kind}/{id}, POST {kind} (JSON; an id edits),
 * DELETE {kind}/{id} (the others renumbered), POST {kind}/order, and GET automation-options.
 * Every call is for administrators.
 */
export const automationRoutes: Routes = (app, { db }) => {
  const api = SERVICE_DESK_API;

  app.get(`${api}/automation-options`, async (request) => {
    requireAdmin(request, 'workflow');
    return { data: automationOptions() };
  });

  for (const kind of AUTOMATION_KINDS) {
    const Noun = capitalised(kind);
    const existing = (idText: string) => {
      const id = readPathId(idText);
      const automation = id === undefined ? undefined : findAutomation(db, kind, id);
      if (!automation) throw new NotFoundError(`${Noun} not found.`);
      return automation;
    };

    app.get(`${api}/${kind}`, async (request) => {
      requireAdmin(request, kind);
      const { window, search } = readRequestQuery(request.query, (query, validator) => {
        readChoice(query, 'page_type', ['change'] as const, validator);
        return { window: readPageWindow(query, validator), search: readString(query, 'search', validator) };
      });
      const { rows, total } = listAutomations(db, kind, { ...window, search, sortField: 'order', ascending: true });
      return { data: { data: rows, total } };
    });

    app.get<{ Params: { id: string } }>(`${api}/${kind}/:id`, async (request) => {
      requireAdmin(request, kind);
      return { data: existing(request.params.id) };
    });

    app.post(`${api}/${kind}`, async (request) => {
      requireAdmin(request, kind);
      const body = await bodyOf(request);
      const sentId = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).id : undefined;
      const id = sentId === undefined || sentId === null ? undefined : existing(String(sentId)).id;
      const validator = new Validator();
      const input = readAutomationInput(db, body, kind, validator);
      validator.throwIfFailed();
      const savedId = saveAutomation(db, kind, input, id);
      return { message: `${Noun} saved successfully.`, data: findAutomation(db, kind, savedId) };
    });

    app.post(`${api}/${kind}/order`, async (request) => {
      requireAdmin(request, kind);
      const ids = readOrder(await bodyOf(request), kind);
      const stored = automationIds(db, kind);
      if (ids.length !== stored.length || ids.some((id) => !stored.includes(id))) {
        throw new ValidationError({ ids: [orderMismatch(kind)] }, orderMismatch(kind));
      }
      reorderAutomations(db, kind, ids);
      return { message: ORDER_UPDATED };
    });

    app.delete<{ Params: { id: string } }>(`${api}/${kind}/:id`, async (request) => {
      requireAdmin(request, kind);
      deleteAutomation(db, kind, existing(request.params.id).id);
      return { message: `${Noun} deleted successfully.` };
    });
  }
};
