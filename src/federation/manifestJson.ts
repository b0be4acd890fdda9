import { remoteName, routeModuleOf, slotModuleOf } from './exposedModules';
import type { PluginManifestJson, SlotData, Translated } from './pluginManifest';
import { menuEntriesOf, routeEntriesOf, type AreaDeclaration } from './routeDeclaration';

/** What the build knows besides the registry: where the remote's entry is, its output's hash, the languages it ships. */
export interface ManifestJsonBuild {
  /** remoteEntry.js's URL relative to the JSON file. */
  entry: string;
  hash: string;
  /** The plugin's bundled texts by language, beyond English (whose titles and labels the registry declares). */
  translations: Record<string, Record<string, string>>;
}

/**
 * The manifest as static data (plugin-manifest.json): the routes, slots and menu of `areas` and
 * `slots`, as src/manifest.ts derives them, each route and slot naming the container's module a
 * host loads for it, with titles and labels in every language the plugin ships.
 */
export function manifestJson(
  areas: AreaDeclaration[],
  slots: SlotData[],
  { entry, hash, translations }: ManifestJsonBuild,
): PluginManifestJson {
  const otherLanguages = Object.entries(translations);
  const translated = (key: string, english: string): Translated => ({
    en: english,
    ...Object.fromEntries(otherLanguages.flatMap(([language, texts]) => (texts[key] ? [[language, texts[key]]] : []))),
  });
  return {
    remote: { name: remoteName, entry, hash },
    languages: ['en', ...otherLanguages.map(([language]) => language)],
    routes: areas.flatMap((area) =>
      routeEntriesOf(area).map(({ pages, ...route }) => ({
        ...route,
        module: routeModuleOf(area.id),
        pages: pages.map(({ pattern, titleKey, title }) => ({ pattern, titles: translated(titleKey, title) })),
      })),
    ),
    slots: slots.map((slot) => ({ ...slot, module: slotModuleOf(slot.id) })),
    menu: areas
      .flatMap(menuEntriesOf)
      .map(({ label, ...entry }) => ({ ...entry, labels: translated(entry.labelKey, label) })),
  };
}
