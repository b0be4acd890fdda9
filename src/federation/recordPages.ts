import type { PageDeclaration } from './routeDeclaration';

/** Where a record's pages stand under their root, unless an area places them elsewhere. */
const RECORD_PAGE_PATHS: Record<string, string> = {
  root: '',
  list: '',
  create: '/create',
  edit: '/:id/edit',
  show: '/:id/show',
};

/**
 * A record's pages under `root`, titled and ordered as `titles` names them (the order the area's
 * route table matches them): `root` and `list` at the root, `create` at `/create`, `edit` at
 * `/:id/edit` and `show` at `/:id/show`. `at` places a page elsewhere under the root, and must
 * place any page of another name.
 */
export function recordPages<Name extends string>(
  root: string,
  titles: Record<Name, string>,
  at: Partial<Record<Name, string>> = {},
): Record<Name, PageDeclaration> {
  const places: Record<string, string | undefined> = { ...RECORD_PAGE_PATHS, ...at };
  return Object.fromEntries(
    Object.entries<string>(titles).map(([name, title]) => {
      const place = places[name];
      if (place === undefined) throw new Error(`No place for the page ${name} under ${root}.`);
      return [name, { pattern: root + place, title }];
    }),
  ) as Record<Name, PageDeclaration>;
}

/** One kind of record's pages among several in an area, each named after the kind: `list` becomes `<kind>List`. */
export function pagesOfKind<Kind extends string, Name extends string>(
  kind: Kind,
  pages: Record<Name, PageDeclaration>,
): Record<`${Kind}${Capitalize<Name>}`, PageDeclaration> {
  return Object.fromEntries(
    Object.entries<PageDeclaration>(pages).map(([name, page]) => [kind + name[0].toUpperCase() + name.slice(1), page]),
  ) as Record<`${Kind}${Capitalize<Name>}`, PageDeclaration>;
}
