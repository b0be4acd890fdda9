/**
 * The framework-free contract between the plugin and a host: plain data plus loaders that
 * return single-spa lifecycles. A host registers each route as a single-spa application (active
 * on its path prefixes), mounts each slot as a single-spa parcel, and adds the menu entries.
 */
/** single-spa lifecycle functions; the host's single-spa calls them with its props. */
type LifecycleFn = (props: never) => Promise<unknown>;

export interface Lifecycles {
  bootstrap: LifecycleFn | LifecycleFn[];
  mount: LifecycleFn | LifecycleFn[];
  unmount: LifecycleFn | LifecycleFn[];
  update?: LifecycleFn;
}

/** Who may open a route: any agent, administrators only, or anyone holding the link (no sign-in). */
export type RouteAudience = 'agent' | 'admin' | 'public';

/** One page of a route application. */
export interface RoutePage {
  /** A path such as /service-desk/problem/:id/show; `:name` segments are parameters. */
  pattern: string;
  /** Translation key of the page's title; `title` is its English text. */
  titleKey: string;
  title: string;
}

/** A route application as data: what a host registers and shows before loading any code. */
export interface RouteData {
  /** single-spa application name. */
  name: string;
  /** Path prefixes on which the application is active. */
  paths: string[];
  /** Standalone pages (public approval pages) render without the agent chrome. */
  standalone: boolean;
  audience: RouteAudience;
  /** Every page the application renders, e.g. for the host's page titles. */
  pages: RoutePage[];
}

export interface RouteEntry extends RouteData {
  /** single-spa calls an application's loader with the application's props. */
  load: (props?: Record<string, unknown>) => Promise<Lifecycles>;
}

/** A slot as data; its parcel's module is src/slots/<id>. */
export interface SlotData {
  id: string;
  /** The props the parcel takes (besides the host context). */
  props: string[];
}

export interface SlotEntry extends SlotData {
  load: () => Promise<Lifecycles>;
}

export interface MenuEntry {
  /** Translation key of the label; `label` is its English text. */
  labelKey: string;
  label: string;
  href: string;
  adminOnly: boolean;
  /** Where the host shows it: the agent navigation or the admin settings page. */
  section: 'navigation' | 'settings';
}

/** The manifest without its loaders: the registry's data, as tests and the build read it. */
export interface ManifestData {
  routes: RouteData[];
  slots: SlotData[];
  menu: MenuEntry[];
}

export interface PluginManifest {
  routes: RouteEntry[];
  slots: SlotEntry[];
  menu: MenuEntry[];
}

/** A text in every language the plugin ships, by language code (`en` always present). */
export type Translated = Record<string, string>;

/**
 * A page of a route in the JSON manifest: its title in every language the plugin ships. (Its
 * translation key, RoutePage's `titleKey`, is left out to keep the file small.)
 */
export interface RoutePageJson {
  pattern: string;
  titles: Translated;
}

/** A route in the JSON manifest: what a host registers, and the exposed module returning its lifecycles. */
export interface RouteJson extends Omit<RouteData, 'pages'> {
  /** The container's module (`./routes/<area>`) whose exports are the application's lifecycles. */
  module: string;
  pages: RoutePageJson[];
}

/** A slot in the JSON manifest, with the exposed module (`./slots/<id>`) whose exports are the parcel's lifecycles. */
export interface SlotJson extends SlotData {
  module: string;
}

export interface MenuJson extends Omit<MenuEntry, 'label'> {
  labels: Translated;
}

/**
 * The manifest as a static file beside remoteEntry.js (plugin-manifest.json): what a host reads
 * on every page without loading any of the plugin's JavaScript. It loads the remote only when one
 * of the routes or slots is about to mount, and then the module the entry names.
 */
export interface PluginManifestJson {
  /** The container's name, its entry's URL relative to this file, and a hash of the build's output. */
  remote: { name: string; entry: string; hash: string };
  /** The languages the labels and titles come in. */
  languages: string[];
  routes: RouteJson[];
  slots: SlotJson[];
  menu: MenuJson[];
}
