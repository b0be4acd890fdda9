import type { ManifestData, SlotData } from './federation/pluginManifest';
import { menuEntriesOf, routeEntriesOf } from './federation/routeDeclaration';
import { areas } from './routes';

/** Where the plugin renders inside the host's own pages, with the props each parcel takes; each is src/slots/<id>. */
export const slots: SlotData[] = [
  { id: 'ticket-associates', props: ['scope', 'id', 'isArchive', 'actions'] },
  { id: 'ticket-action-bar', props: ['ticketId', 'actions', 'isArchive'] },
  { id: 'ticket-problem-row', props: ['ticketId', 'problem'] },
  { id: 'agent-permissions-box', props: ['agentId', 'value', 'onChange'] },
  { id: 'user-permissions-button', props: ['userId'] },
  { id: 'asset-picker-field', props: ['fieldName', 'value', 'onChange', 'label'] },
];

/**
 * What the manifest a host reads says, without its loaders: the routes and menu of the registry
 * (src/routes.ts) and the slots. webpack writes the manifest module from it (src/plugin.ts).
 */
export const manifestData: ManifestData = {
  routes: areas.flatMap(routeEntriesOf),
  slots,
  menu: areas.flatMap(menuEntriesOf),
};
