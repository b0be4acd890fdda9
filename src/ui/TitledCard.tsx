import type { ReactNode } from 'react';

interface TitledCardProps {
  /** Prefix of the title's id, e.g. 'sd-change-form': the title is `${id}-title`. */
  id: string;
  title: string;
  /** Links or buttons at the right of the title. */
  actions?: ReactNode;
  /** The actions go under the title when the header is too narrow for both. */
  wrapHeader?: boolean;
  children: ReactNode;
  /** After the body, e.g. the card's dialog. */
  after?: ReactNode;
}

/** A page's card: the title (and its actions) over the body, e.g. a record's form or an admin setting. */
export function TitledCard({ id, title, actions, wrapHeader = false, children, after }: TitledCardProps) {
  const titleId = `${id}-title`;
  return (
    <section className="card m-3" aria-labelledby={titleId}>
      <div
        className={`card-header d-flex${wrapHeader ? ' flex-wrap' : ''} align-items-center justify-content-between gap-2`}
      >
        <h1 id={titleId} className="h4 mb-0">
          {title}
        </h1>
        {actions}
      </div>
      <div className="card-body">{children}</div>
      {after}
    </section>
  );
}
