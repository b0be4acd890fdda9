import type { RouteJson } from '../src/plugin';
import { inHostLanguage } from './hostLanguage';

function matches(pattern: string, pathname: string): boolean {
  const expected = pattern.split('/');
  const actual = pathname.replace(/(.)\/+$/, '$1').split('/');
  return (
    expected.length === actual.length &&
    expected.every((part, index) => (part.startsWith(':') ? actual[index] !== '' : part === actual[index]))
  );
}

/** The title of the plugin page shown at `pathname` by one of the active routes, in the host's language. */
export function pluginPageTitle(routes: RouteJson[], activeNames: string[], pathname: string): string {
  const pages = routes.filter((route) => activeNames.includes(route.name)).flatMap((route) => route.pages ?? []);
  const page = pages.find((candidate) => matches(candidate.pattern, pathname));
  return page ? inHostLanguage(page.titles) : '';
}
