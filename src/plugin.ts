import type { PluginManifest } from './pluginManifest';

export type * from './pluginManifest';

/** The manifest a host reads: keep this module free of React so remoteEntry and it stay tiny. */
const manifest: PluginManifest = {
  routes: [
    {
      name: 'service-desk-problems',
      paths: ['/service-desk/problem'],
      standalone: false,
      load: (props) =>
        import(/* webpackChunkName: "problem-area-loader" */ './features/problems/loadProblemArea').then(
          ({ loadProblemArea }) => loadProblemArea(props),
        ),
    },
    {
      name: 'service-desk-changes',
      paths: ['/service-desk/changes'],
      standalone: false,
      load: () => import(/* webpackChunkName: "route-changes" */ './federation/routes/changes'),
    },
    {
      name: 'service-desk-change-approval',
      paths: ['/change-approval'],
      standalone: true,
      load: () => import(/* webpackChunkName: "route-change-approval" */ './federation/routes/changeApproval'),
    },
  ],
  slots: [
    {
      id: 'ticket-associates',
      props: ['scope', 'id', 'isArchive', 'actions'],
      load: () => import(/* webpackChunkName: "slot-ticket-associates" */ './federation/slots/ticket-associates'),
    },
    {
      id: 'ticket-action-bar',
      props: ['ticketId', 'actions'],
      load: () => import(/* webpackChunkName: "slot-ticket-action-bar" */ './federation/slots/ticket-action-bar'),
    },
    {
      id: 'ticket-problem-row',
      props: ['ticketId', 'problem'],
      load: () => import(/* webpackChunkName: "slot-ticket-problem-row" */ './federation/slots/ticket-problem-row'),
    },
    {
      id: 'agent-permissions-box',
      props: ['agentId', 'value', 'onChange'],
      load: () =>
        import(/* webpackChunkName: "slot-agent-permissions-box" */ './federation/slots/agent-permissions-box'),
    },
    {
      id: 'user-permissions-button',
      props: ['userId'],
      load: () =>
        import(/* webpackChunkName: "slot-user-permissions-button" */ './federation/slots/user-permissions-button'),
    },
    {
      id: 'asset-picker-field',
      props: ['fieldName', 'value', 'onChange', 'label'],
      load: () => import(/* webpackChunkName: "slot-asset-picker-field" */ './federation/slots/asset-picker-field'),
    },
  ],
  menu: [
    {
      labelKey: 'menu_problems',
      label: 'Problems',
      href: '/service-desk/problem/list',
      adminOnly: false,
      section: 'navigation',
    },
    {
      labelKey: 'menu_changes',
      label: 'Changes',
      href: '/service-desk/changes/list',
      adminOnly: false,
      section: 'navigation',
    },
    {
      labelKey: 'menu_new_problem',
      label: 'New problem',
      href: '/service-desk/problem/create',
      adminOnly: false,
      section: 'navigation',
    },
    {
      labelKey: 'menu_new_change',
      label: 'New change',
      href: '/service-desk/changes/create',
      adminOnly: false,
      section: 'navigation',
    },
    {
      labelKey: 'menu_new_asset_form_group',
      label: 'New asset form group',
      href: '/form-groups/create?category=asset',
      adminOnly: true,
      section: 'settings',
    },
    {
      labelKey: 'menu_new_change_form_group',
      label: 'New change form group',
      href: '/form-groups/create?category=change',
      adminOnly: true,
      section: 'settings',
    },
    {
      labelKey: 'menu_new_change_workflow',
      label: 'New change workflow',
      href: '/workflow/create?page_type=change',
      adminOnly: true,
      section: 'settings',
    },
    {
      labelKey: 'menu_new_change_listener',
      label: 'New change listener',
      href: '/listener/create?page_type=change',
      adminOnly: true,
      section: 'settings',
    },
  ],
};

export default manifest;
