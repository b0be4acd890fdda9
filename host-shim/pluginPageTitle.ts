import type { RouteEntry } from '../src/plugin';

function matches(pattern: string, pathname: string): boolean {
  const expected = pattern.split('/');
  const actual = pathname.replace(/(.)\/+$/, '$1').split('/');
  return (
    expected.length === actual.length &&
    expected.every((part, index) => (part.startsWith(':') ? actual[index] !== '' : part === actual[index]))
  );
}

/** The title of the plugin page shown at `pathname` by one of the active routes, in English. */
export function pluginPageTitle(routes: RouteEntry[], activeNames: string[], pathname: string): string {
  const pages = routes.filter((route) => activeNames.includes(route.name)).flatMap((route) => route.pages ?? []);
  return pages.find((page) => matches(page.pattern, pathname))?.title ?? '';
}
