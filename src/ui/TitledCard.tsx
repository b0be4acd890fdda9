import type { ReactNode } from 'react';

interface TitledCardProps {
  /** Prefix of the title's id, e.g. 'sd-change-form': the title is `${id}-title`. */
  id: string;
  title: string;
  /** Links or buttons at the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A page's card: the title (and its actions) over the body, e.g. a record's form or an admin setting. */
export function TitledCard({ id, title, actions, children }: TitledCardProps) {
  const titleId = `${id}-title`;
  return (
    <section className="card m-3" aria-labelledby={titleId}>
      <div className="card-header d-flex align-items-center justify-content-between gap-2">
        <h1 id={titleId} className="h4 mb-0">
          {title}
        </h1>
        {actions}
      </div>
      <div className="card-body">{children}</div>
    </section>
  );
}
