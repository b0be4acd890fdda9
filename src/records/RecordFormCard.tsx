import type { ReactNode } from 'react';

interface RecordFormCardProps {
  /** Prefix of the title's id, e.g. 'sd-change-form'. */
  id: string;
  title: string;
  /** The links beside the title (back to the list, to the record). */
  links: ReactNode;
  children: ReactNode;
}

/** The card of a record's create or edit page: its title and links, then the form. */
export function RecordFormCard({ id, title, links, children }: RecordFormCardProps) {
  const titleId = `${id}-title`;
  return (
    <section className="card m-3" aria-labelledby={titleId}>
      <div className="card-header d-flex align-items-center justify-content-between gap-2">
        <h1 id={titleId} className="h4 mb-0">
          {title}
        </h1>
        {links}
      </div>
      <div className="card-body">{children}</div>
    </section>
  );
}
