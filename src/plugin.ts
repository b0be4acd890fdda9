import type { PluginManifest } from './federation/pluginManifest';
import { menuEntriesOf, routeEntriesOf } from './federation/routeDeclaration';
import { areas } from './routes';

export type * from './federation/pluginManifest';

/**
 * The manifest a host reads: the routes and menu of the registry (src/routes.ts) and the slots.
 * Keep this module free of React so remoteEntry and it stay tiny.
 */
const manifest: PluginManifest = {
  routes: areas.flatMap(routeEntriesOf),
  slots: [
    {
      id: 'ticket-associates',
      props: ['scope', 'id', 'isArchive', 'actions'],
      load: () => import(/* webpackChunkName: "slot-ticket-associates" */ './slots/ticket-associates'),
    },
    {
      id: 'ticket-action-bar',
      props: ['ticketId', 'actions', 'isArchive'],
      load: () => import(/* webpackChunkName: "slot-ticket-action-bar" */ './slots/ticket-action-bar'),
    },
    {
      id: 'ticket-problem-row',
      props: ['ticketId', 'problem'],
      load: () => import(/* webpackChunkName: "slot-ticket-problem-row" */ './slots/ticket-problem-row'),
    },
    {
      id: 'agent-permissions-box',
      props: ['agentId', 'value', 'onChange'],
      load: () => import(/* webpackChunkName: "slot-agent-permissions-box" */ './slots/agent-permissions-box'),
    },
    {
      id: 'user-permissions-button',
      props: ['userId'],
      load: () => import(/* webpackChunkName: "slot-user-permissions-button" */ './slots/user-permissions-button'),
    },
    {
      id: 'asset-picker-field',
      props: ['fieldName', 'value', 'onChange', 'label'],
      load: () => import(/* webpackChunkName: "slot-asset-picker-field" */ './slots/asset-picker-field'),
    },
  ],
  menu: areas.flatMap(menuEntriesOf),
};

export default manifest;
