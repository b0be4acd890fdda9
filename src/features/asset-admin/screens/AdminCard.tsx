import type { ReactNode } from 'react';

interface AdminCardProps {
  /** Prefix of the card's ids, e.g. 'sd-barcode': its title is `${id}-title`. */
  id: string;
  title: string;
  /** Buttons at the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** An admin page: one card with the title (and its actions) over the form. */
export function AdminCard({ id, title, actions, children }: AdminCardProps) {
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
