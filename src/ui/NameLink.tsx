import { Link } from './Link';

interface NameLinkProps {
  /** What is named: nothing (or no id) shows the name alone, or '--' without a name. */
  of: { id?: number | null } | null | undefined;
  name: string | null | undefined;
  path(id: number): string;
  className?: string;
}

/** A name that links to its page when its id is known; '--' when there is no name. */
export function NameLink({ of, name, path, className }: NameLinkProps) {
  if (!name) return <>--</>;
  const id = of?.id;
  if (id === undefined || id === null) return <>{name}</>;
  return (
    <Link to={path(id)} className={className} title={name}>
      {name}
    </Link>
  );
}
