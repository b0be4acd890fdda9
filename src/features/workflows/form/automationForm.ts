import {
  automationKeys,
  automationQueries,
  saveAutomation,
  type Automation,
  type AutomationKind,
  type AutomationOptions,
} from '@/api/workflows';
import type { ReferenceFormKind } from '@/records/reference/ReferenceForm';
import { automationPaths } from '../paths';
import { automationSchema, automationServerFields } from './schema';
import { automationToSave, automationValues, emptyAutomation, type AutomationFormValues } from './values';

/** The create and edit form of a kind: every save returns to the kind's list with the server's message. */
export function automationForm(
  kind: AutomationKind,
  options: AutomationOptions,
): ReferenceFormKind<Automation, AutomationFormValues> {
  const listPath = automationPaths[kind].list;
  return {
    area: `${kind}-form`,
    labels: { create: `automation_${kind}_create`, edit: `automation_${kind}_edit` },
    forEdit: automationQueries(kind).forEdit,
    valuesOf: automationValues,
    empty: emptyAutomation(),
    schema: automationSchema(kind),
    serverFields: automationServerFields,
    save: (http, values, id) => saveAutomation(http, kind, automationToSave(kind, options, values, id)),
    listPath,
    pathAfterSave: () => listPath,
    cancelPath: listPath,
    savedQueryKey: automationKeys.all(kind),
  };
}
