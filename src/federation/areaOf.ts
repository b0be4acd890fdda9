import type { RouteAudience } from './pluginManifest';
import type { AreaDeclaration, PageDeclaration, RouteApplicationDeclaration } from './routeDeclaration';

type Pages = Record<string, PageDeclaration>;

/**
 * A menu entry of an area: the page it opens, labelled with the page's title unless `label` says
 * otherwise, with `query` after the page's address.
 */
type MenuItem<Page extends string> = Page | { page: Page; label?: string; query?: string };

/** What an area declares; its menu's section, its standalone flag and its defaults follow from the rest. */
export interface AreaSpec<AreaPages extends Pages> {
  /** The application is `service-desk-<id>`, exposed as `./routes/<id>`. */
  id: string;
  pages: AreaPages;
  /** The area's menu entries by their label's translation key, in the menu's order. */
  menu?: Record<string, MenuItem<Extract<keyof AreaPages, string>>>;
  /** The path prefixes the application is active on, when more than the roots of its pages' resources. */
  paths?: string[];
  /** The module exporting the application's lifecycles, from the project root; `src/features/<id>/routes` by default. */
  module?: string;
  loader?: RouteApplicationDeclaration['loader'];
}

/** The path a group of pages lies under: the leading segments their patterns share, up to the first parameter. */
function commonRootOf(patterns: string[][]): string {
  const [first, ...others] = patterns;
  const end = first.findIndex(
    (segment, at) => segment.startsWith(':') || others.some((segments) => segments[at] !== segment),
  );
  return first.slice(0, end < 0 ? first.length : end).join('/');
}

/**
 * The path prefixes an application is active on: the pages grouped by the resource they are
 * about (their first two segments, as in `/service-desk/vendor`), each group's common root.
 */
function rootsOf(pages: Pages): string[] {
  const byResource = new Map<string, string[][]>();
  for (const { pattern } of Object.values(pages)) {
    const segments = pattern.split('/');
    const resource = segments.slice(0, 3).join('/');
    byResource.set(resource, [...(byResource.get(resource) ?? []), segments]);
  }
  return [...byResource.values()].map(commonRootOf);
}

function areaOf<AreaPages extends Pages>(audience: RouteAudience, spec: AreaSpec<AreaPages>): AreaDeclaration {
  const { id, pages, menu = {}, paths = rootsOf(pages), module = `./src/features/${id}/routes`, loader } = spec;
  const section = audience === 'admin' ? 'settings' : 'navigation';
  return {
    id,
    audience,
    menu: Object.entries(menu).map(([labelKey, item]) => {
      const { page, label, query = '' } = typeof item === 'string' ? { page: item, label: undefined } : item;
      return { labelKey, label: label ?? pages[page].title, href: pages[page].pattern + query, section };
    }),
    application: { paths, standalone: audience === 'public', pages, module, ...(loader ? { loader } : {}) },
  };
}

/** An area agents work in: its menu entries go to the host's agent navigation. */
export function agentArea<AreaPages extends Pages>(spec: AreaSpec<AreaPages>): AreaDeclaration {
  return areaOf('agent', spec);
}

/** An area only administrators open: its menu entries go to the host's admin settings page. */
export function adminArea<AreaPages extends Pages>(spec: AreaSpec<AreaPages>): AreaDeclaration {
  return areaOf('admin', spec);
}

/** A public page an emailed link opens: no sign-in, rendered without the agent chrome, in no menu. */
export function publicArea<AreaPages extends Pages>(spec: Omit<AreaSpec<AreaPages>, 'menu'>): AreaDeclaration {
  return areaOf('public', spec);
}
