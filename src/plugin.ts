import type { PluginManifest } from './pluginManifest';

export type * from './pluginManifest';

/** The manifest a host reads: keep this module free of React so remoteEntry and it stay tiny. */
const manifest: PluginManifest = {
  routes: [
    {
      name: 'service-desk-problems',
      paths: ['/service-desk/problem'],
      standalone: false,
      load: () => import(/* webpackChunkName: "route-problems" */ './federation/routes/problems'),
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
  slots: [],
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
  ],
};

export default manifest;
