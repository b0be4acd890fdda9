import type { ScreenRoute } from '../ui/RouteSwitch';
import { createRouteApplication } from './createRouteApplication';
import type { PageDeclaration } from './routeDeclaration';
import { screenRoutes } from './screenRoutes';

type Screen = ScreenRoute['screen'];
type RecordPageName = 'list' | 'create' | 'edit' | 'show';

/**
 * An area's single-spa lifecycles from its pages, its own English strings and the screen of each
 * page, with `routes`, the route table they render.
 */
export function routeApplication<Pages extends Record<string, PageDeclaration>>(
  pages: Pages,
  texts: Record<string, string>,
  screens: { [Name in keyof Pages]: Screen },
) {
  const routes = screenRoutes(pages, screens);
  return { routes, ...createRouteApplication(routes, texts) };
}

/**
 * The same for a record's area: its `list`, one `form` serving `create` and `edit`, its `show`
 * page, and the screens of the area's other pages.
 */
export function recordApplication<Pages extends Record<RecordPageName, PageDeclaration>>(
  pages: Pages,
  texts: Record<string, string>,
  { form, ...screens }: { form: Screen } & { [Name in Exclude<keyof Pages, 'create' | 'edit'>]: Screen },
) {
  return routeApplication(pages, texts, { ...screens, create: form, edit: form } as { [Name in keyof Pages]: Screen });
}
