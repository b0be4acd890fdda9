import type { ScreenRoute } from '../ui/RouteSwitch';
import type { PageDeclaration } from './routeDeclaration';

/** An area's route table: the screen of each declared page, in the order the pages are declared. */
export function screenRoutes<Pages extends Record<string, PageDeclaration>>(
  pages: Pages,
  screens: { [Name in keyof Pages]: ScreenRoute['screen'] },
): ScreenRoute[] {
  return Object.keys(pages).map((name) => ({ pattern: pages[name].pattern, screen: screens[name] }));
}
