/**
 * The module a host imports as `serviceDesk/plugin`; its default export is the manifest
 * (PluginManifest). webpack writes that module when it builds (webpack.config.ts, with
 * federation/manifestModule.ts): the registry's routes, slots and menu (src/manifest.ts) as
 * literal data, plus one loader per route and slot. So the host reads the manifest without
 * running the declarations it comes from, and this file holds only the types it is read with.
 */
export type * from './federation/pluginManifest';
