import type { AxiosInstance } from 'axios';
import { invalidates, reloadOnSettled } from '../query/mutations';
import { readQuery } from '../query/options';
import { recordTablesByKind } from '../query/recordTable';
import {
  deleteAutomation,
  fetchAutomation,
  fetchAutomationIds,
  fetchAutomationOptions,
  fetchAutomationPage,
  reorderAutomations,
} from './calls';
import { movedOrder, type Move } from './movedOrder';
import type { AutomationKind } from './types';

/** One table per kind: a save, a delete or a reorder makes that kind's lists stale, never the other's. */
const automationTables = recordTablesByKind((kind: AutomationKind) => `automations-${kind}`, {
  fetchPage: fetchAutomationPage,
  fetchRecord: fetchAutomation,
  remove: deleteAutomation,
});

export const automationKeys = {
  ...automationTables.keys,
  options: ['automation-options'] as const,
};

/** The list and the record of one kind, and its delete and reorder. */
export function automationQueries(kind: AutomationKind) {
  return {
    ...automationTables.queries(kind),
    /** Reads the kind's current order, moves the one automation, and sends the whole order. */
    move: (http: AxiosInstance) =>
      reloadOnSettled(
        async (move: Move) => reorderAutomations(http, kind, movedOrder(await fetchAutomationIds(http, kind), move)),
        invalidates(automationKeys.lists(kind)),
      ),
  };
}

/** What the form may offer: the same for both kinds and every form, read once while the application is mounted. */
export const automationOptionsQuery = (http: AxiosInstance) =>
  readQuery(automationKeys.options, (signal) => fetchAutomationOptions(http, signal), { staleTime: Infinity });
