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
  ],
};

export default manifest;
