import { pathTo } from './pathTo';
import type { PageDeclaration } from './routeDeclaration';

type RecordPaths<Name extends string> = { [Page in Extract<Name, 'list' | 'create'>]: string } & {
  [Page in Extract<Name, 'edit' | 'show'>]: (id: number) => string;
};

/** The addresses of a record's pages: the list and the create page as they are, `edit` and `show` for a record's id. */
export function recordPaths<Name extends string>(pages: Record<Name, PageDeclaration>): RecordPaths<Name> {
  const pathOf = ({ pattern }: PageDeclaration) =>
    pattern.includes(':id') ? (id: number) => pathTo(pattern, { id }) : pattern;
  const named = Object.entries<PageDeclaration>(pages).filter(([name]) =>
    ['list', 'create', 'edit', 'show'].includes(name),
  );
  return Object.fromEntries(named.map(([name, page]) => [name, pathOf(page)])) as RecordPaths<Name>;
}
