import type { Lifecycles, MenuEntry, RouteAudience, RouteData } from './pluginManifest';

/**
 * How an area declares its routes for the registry (src/routes.ts). Plain data only: webpack.config.ts
 * reads these declarations and writes the manifest from them (manifestModule.ts), so no React,
 * no styles and no loaders here; a route's loader is derived from the modules it names.
 */

/** A page of an area; its title's translation key is derived from the area id and the page's name. */
export interface PageDeclaration {
  /** A path such as /service-desk/problem/:id/show; `:name` segments are parameters. */
  pattern: string;
  /** The English title. */
  title: string;
}

/** A menu entry of the area; `adminOnly` follows the area's audience. */
export type MenuDeclaration = Omit<MenuEntry, 'adminOnly'>;

export interface RouteApplicationDeclaration {
  /** Path prefixes on which the application is active, every page lying under one of them. */
  paths: string[];
  /** Rendered without the host's agent chrome (the public approval pages). */
  standalone: boolean;
  /** Every page the application renders, by name, in the order its route table matches them. */
  pages: Record<string, PageDeclaration>;
  /** The module exporting the application's lifecycles, from the project root; exposed as ./routes/<id>. */
  module: string;
  /**
   * A module whose `loadArea(props)` the manifest's loader calls to start work before the
   * application's code has arrived (see AreaLoader); `module` downloads meanwhile, and
   * `loadArea` ends by importing it.
   */
  loader?: string;
}

export interface AreaDeclaration {
  /** The area's id: its application is `service-desk-<id>`, exposed as `./routes/<id>`. */
  id: string;
  audience: RouteAudience;
  menu: MenuDeclaration[];
  /** The area's screens; absent while its pages are still the host's own. */
  application?: RouteApplicationDeclaration;
}

/** What an area's `loader` module exports: it ends by loading the application's lifecycles. */
export type AreaLoader = (props?: Record<string, unknown>) => Promise<Lifecycles>;

/** The manifest's route entry of an area with screens: application `service-desk-<id>`, title keys `route_<id>_<page>`. */
export function routeEntriesOf({ id, audience, application }: AreaDeclaration): RouteData[] {
  if (!application) return [];
  const { paths, standalone, pages } = application;
  const titleKeyPrefix = `route_${id.replace(/-/g, '_')}_`;
  return [
    {
      name: `service-desk-${id}`,
      paths,
      standalone,
      audience,
      pages: Object.entries(pages).map(([page, { pattern, title }]) => ({
        pattern,
        titleKey: titleKeyPrefix + page,
        title,
      })),
    },
  ];
}

/** The manifest's menu entries of an area: admin-only when the area is. */
export function menuEntriesOf({ audience, menu }: AreaDeclaration): MenuEntry[] {
  return menu.map((entry) => ({ ...entry, adminOnly: audience === 'admin' }));
}
